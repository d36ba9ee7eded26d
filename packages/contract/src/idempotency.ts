/**
 * The Idempotency-Key header (Stripe's semantics): the same key with the same request, from the same
 * credential, answers the stored reply; with a different request it is refused.
 */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_KEY_REQUIRED = 'The Idempotency-Key header is required.';
export const IDEMPOTENCY_KEY_TOO_LONG = `The Idempotency-Key may not be longer than ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`;
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used with a different request.';
