import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_RATE_LIMITED, missingScopeMessage } from '@owner-portal/contract/integration/api-keys';
import { toIso } from '../../db/database.ts';
import type { ApiKeyAuthenticator } from '../../plugins/access.ts';
import { HttpError, unauthenticated } from '../../plugins/http-errors.ts';
import type { AppContext } from '../../shared/app-context.ts';
import { countRequest } from '../../shared/request-limits.ts';
import { keyLookups, scopesOf, touchLastUsed } from './api-keys.repository.ts';

export const DEFAULT_REQUESTS_PER_MINUTE = 600;
const MINUTE_MS = 60_000;

/**
 * A new key: `op_` and 32 random bytes in base64url. It is high-entropy, so a plain sha256 of it is a
 * safe thing to store and look up by (a slow password hash would buy nothing and cost every request).
 */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, API_KEY_PREFIX.length + 8), hash: hashApiKey(key) };
}

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * The check of every /api/integration/ request (decision 114): a live key (not revoked, not
 * expired) or 401, at most `perMinute` requests a minute per key across every process (the counter is
 * in the database) or 429 with Retry-After, and the route's scope or 403 naming it. Each request
 * reads the key afresh, so a revoked key is refused from the next request on, in every process.
 */
export function apiKeyAuthenticator({ db, config }: AppContext): ApiKeyAuthenticator {
  const perMinute = config.apiKeyRequestsPerMinute ?? DEFAULT_REQUESTS_PER_MINUTE;
  return async (authorization, scope) => {
    const key = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length).trim() : '';
    if (!key.startsWith(API_KEY_PREFIX)) throw unauthenticated();
    const row = await keyLookups(db).byHash(hashApiKey(key));
    const now = Date.now();
    if (!row || row.revoked_at !== null) throw unauthenticated();
    if (row.expires_at !== null && Date.parse(toIso(row.expires_at)) <= now) throw unauthenticated();
    const wait = await countRequest(db, [{ key: `api-key:${row.id}`, max: perMinute }], MINUTE_MS);
    if (wait > 0) throw new HttpError(429, API_KEY_RATE_LIMITED, undefined, { 'retry-after': String(wait) });
    const lastUsed = row.last_used_at === null ? 0 : Date.parse(toIso(row.last_used_at));
    if (now - lastUsed >= MINUTE_MS)
      await touchLastUsed(db, row.id, new Date(now).toISOString(), new Date(now - MINUTE_MS).toISOString());
    const scopes = scopesOf(row.scopes);
    if (scope && !scopes.includes(scope)) throw new HttpError(403, missingScopeMessage(scope));
    return { type: 'api_key', accountId: row.id, name: row.name, scopes };
  };
}
