import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENCY_KEY_TOO_LONG,
} from '@owner-portal/contract/idempotency';
import type { Caller } from '../plugins/access.ts';
import { fieldError } from '../plugins/http-errors.ts';

/**
 * Idempotency keys with Stripe's semantics (decision 109). A key is scoped to its route and to the
 * credential that sent it, so another staff member's or token's request with the same key is its own;
 * the request it answered is kept as a hash, so the same key with a different request is refused
 * instead of answered with a reply that was never for it.
 */

/** The Idempotency-Key header, if sent. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  const key = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!key) return null;
  if (key.length > IDEMPOTENCY_KEY_MAX_LENGTH) throw fieldError('idempotency_key', IDEMPOTENCY_KEY_TOO_LONG);
  return key;
}

/** How a key is stored: unique per route and credential (a person's account, or an API key). */
export const scopedIdempotencyKey = (route: string, auth: Pick<Caller, 'type' | 'accountId'>, key: string) =>
  `${route}:${auth.type}:${auth.accountId}:${key}`;

/** JSON with object keys sorted: the same request in any key order is the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint stored with a key: sha256 of the (parsed) request body's canonical JSON. */
export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * A stored key may answer this request only when it was used for the same one. Keys stored before
 * hashes were kept (no hash) answer as they did.
 */
export function assertSameRequest(storedHash: string | null, hash: string): void {
  if (storedHash !== null && storedHash !== hash) throw fieldError('idempotency_key', IDEMPOTENCY_KEY_REUSED);
}
