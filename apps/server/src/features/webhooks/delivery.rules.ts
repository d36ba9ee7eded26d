/**
 * When a failed delivery is tried again: the Standard Webhooks schedule, seconds after each failed
 * attempt (the first is sent at once). Eight attempts over about 32 hours, so an endpoint that is
 * down for a day has had its chance before it is disabled.
 */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 14 * 3600] as const;

/** Scheduled attempts in all: the first and one after each delay. */
export const SCHEDULED_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** An endpoint whose attempts have all failed for this long is disabled. */
export const DISABLE_AFTER_MS = 24 * 3600 * 1000;

/** A receiver's answer that counts as delivered: any 2xx. Redirects are not followed. */
export const isDelivered = (statusCode: number | null): boolean =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;

/** After scheduled attempt `attempt` (1-based) failed: when to try again, or null when that was the last. */
export function nextAttemptAt(attempt: number, failedAt: number): number | null {
  const delay = RETRY_DELAYS_SECONDS[attempt - 1];
  return delay === undefined ? null : failedAt + delay * 1000;
}

/** What an endpoint's health becomes after an attempt: when it began failing, and whether it is now disabled. */
export function endpointAfterAttempt(
  endpoint: { failingSince: number | null },
  delivered: boolean,
  at: number,
): { failingSince: number | null; disable: boolean } {
  if (delivered) return { failingSince: null, disable: false };
  const failingSince = endpoint.failingSince ?? at;
  return { failingSince, disable: at - failingSince >= DISABLE_AFTER_MS };
}
