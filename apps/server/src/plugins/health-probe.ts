import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { API_SECURITY_HEADERS } from './security.ts';
import type { Storage } from './storage.ts';

/** Load balancers probe often; one round of checks a second answers all of them. */
export const CHECK_TTL_MS = 1000;
/** A check still unanswered by then counts as failed: a hung connection must not hold every probe. */
export const CHECK_TIMEOUT_MS = 2000;

export const HEALTH_PATH = '/api/health';
export const LIVE_PATH = '/api/health/live';
export const READY_PATH = '/api/health/ready';

/** The reply never changes, so it is serialised once (the probe is the busiest route there is). */
export const HEALTHY_BODY = JSON.stringify({ status: 'ok', database: 'ok' });

/** What the last round of checks found. */
export interface CheckResults {
  database: boolean;
  storage: boolean;
}

/**
 * The checks behind GET /api/health, /api/health/live and /api/health/ready, shared by the routes
 * and the HTTP server's fast path (plugins/http-server.ts), so both answer from the same result.
 */
export interface HealthProbe {
  /** APP_VERSION or the build's identity, named in the live and ready replies. */
  readonly version: string;
  /** Checks the database and the storage, or joins the round already under way. */
  check(): Promise<CheckResults>;
  /** The last results while they are fresh, else null (a new round is due). */
  recent(): CheckResults | null;
  /**
   * Answers a probe without the router when its reply is the healthy one (live always; ready and
   * /api/health from a fresh healthy check while not stopped); false leaves it to the routes.
   */
  answerIfHealthy(req: IncomingMessage, res: ServerResponse): boolean;
  /** Shutdown has begun: readiness and /api/health answer 503 from now on, while the app still serves. */
  stop(): void;
  /** True once stop() was called. */
  stopped(): boolean;
}

/** Resolves true when `work` succeeds within CHECK_TIMEOUT_MS, else false; never rejects. */
function passes(work: () => Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    timer.unref();
    work()
      .then(
        () => resolve(true),
        () => resolve(false),
      )
      .finally(() => clearTimeout(timer));
  });
}

/** A JSON reply written straight to the socket, with the headers the routes' replies carry. */
function prepared(body: string) {
  return {
    body,
    headers: {
      ...API_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
    },
  };
}

export function createHealthProbe({
  db,
  storage,
  version,
}: {
  db: Db;
  storage: Storage;
  version: string;
}): HealthProbe {
  let last: { at: number; results: CheckResults } | null = null;
  let pending: Promise<CheckResults> | null = null;
  let stopped = false;
  const recent = () => (last && Date.now() - last.at < CHECK_TTL_MS ? last.results : null);

  const healthy = prepared(HEALTHY_BODY);
  const live = prepared(JSON.stringify({ status: 'ok', version, checks: {} }));
  const ready = prepared(JSON.stringify({ status: 'ok', version, checks: { database: 'ok', storage: 'ok' } }));
  const fastReply = (url: string | undefined) => {
    if (url === LIVE_PATH) return live;
    const results = stopped ? null : recent();
    if (url === HEALTH_PATH && results?.database) return healthy;
    if (url === READY_PATH && results?.database && results.storage) return ready;
    return null;
  };

  return {
    version,
    recent,
    check: () =>
      (pending ??= Promise.all([passes(() => sql`select 1`.execute(db)), passes(() => storage.check())]).then(
        ([database, storageOk]) => {
          const results = { database, storage: storageOk };
          last = { at: Date.now(), results };
          pending = null;
          return results;
        },
      )),
    answerIfHealthy(req, res) {
      // Only the exact probes: HEAD, a query string or a stale result go through the router.
      const reply = req.method === 'GET' ? fastReply(req.url) : null;
      if (!reply) return false;
      res.writeHead(200, reply.headers);
      res.end(reply.body);
      return true;
    },
    stop() {
      stopped = true;
    },
    stopped: () => stopped,
  };
}
