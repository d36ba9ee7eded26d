import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { API_SECURITY_HEADERS } from './security.ts';

/** Load balancers probe often; one database round trip a second answers all of them. */
export const DB_CHECK_TTL_MS = 1000;
/** The reply never changes, so it is serialised once (the probe is the busiest route there is). */
export const HEALTHY_BODY = JSON.stringify({ status: 'ok', database: 'ok' });
const HEALTHY_HEADERS = {
  ...API_SECURITY_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(HEALTHY_BODY)),
};

/**
 * The database check behind GET /api/health, shared by the route and the HTTP server's fast path
 * (plugins/http-server.ts), so both answer from the same result.
 */
export interface HealthProbe {
  /** Checks the database, or joins the check already under way. */
  check(): Promise<boolean>;
  /** The last result while it is fresh, else null (a new check is due). */
  recent(): boolean | null;
  /** Answers the probe without the router when a fresh check said healthy; false when it did not. */
  answerIfHealthy(req: IncomingMessage, res: ServerResponse): boolean;
  /** The app is closing: the fast path stands aside and the route answers 503. */
  stop(): void;
  /** True once stop() was called. */
  stopped(): boolean;
}

export function createHealthProbe(db: Db): HealthProbe {
  let last: { at: number; ok: boolean } | null = null;
  let pending: Promise<boolean> | null = null;
  let stopped = false;
  const recent = () => (last && Date.now() - last.at < DB_CHECK_TTL_MS ? last.ok : null);

  return {
    recent,
    check: () =>
      (pending ??= sql`select 1`.execute(db).then(
        () => true,
        () => false,
      )).then((ok) => {
        last = { at: Date.now(), ok };
        pending = null;
        return ok;
      }),
    answerIfHealthy(req, res) {
      // Only the exact probe: HEAD, a query string or a stale result go through the router.
      if (stopped || req.url !== '/api/health' || req.method !== 'GET' || recent() !== true) return false;
      res.writeHead(200, HEALTHY_HEADERS);
      res.end(HEALTHY_BODY);
      return true;
    },
    stop() {
      stopped = true;
    },
    stopped: () => stopped,
  };
}
