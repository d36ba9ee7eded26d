import type { Db } from '../db/database.ts';
import { toIso } from '../db/database.ts';

export interface RequestLimit {
  /** e.g. `reset-email:owner@demo.test`; counted apart from every other key. */
  key: string;
  /** Requests allowed per window. */
  max: number;
}

/**
 * Counts one request against each limit (all `limits` share `windowMs`) and returns the seconds to
 * wait when any is over its max, else 0. One statement increments every counter and returns the new
 * counts, so parallel requests each see their own count (no check-then-write race), on both engines.
 * The counters live in the database so every app process shares them.
 */
export async function countRequest(db: Db, limits: RequestLimit[], windowMs: number): Promise<number> {
  const now = Date.now();
  const stale = new Date(now - windowMs).toISOString();
  const rows = await db
    .insertInto('request_limits')
    .values(limits.map((l) => ({ key: l.key, count: 1, window_started_at: new Date(now).toISOString() })))
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const expired = eb('request_limits.window_started_at', '<=', stale);
        return {
          count: eb
            .case()
            .when(expired)
            .then(1)
            .else(eb('request_limits.count', '+', 1))
            .end(),
          window_started_at: eb
            .case()
            .when(expired)
            .then(eb.ref('excluded.window_started_at'))
            .else(eb.ref('request_limits.window_started_at'))
            .end(),
        };
      }),
    )
    .returning(['key', 'count', 'window_started_at'])
    .execute();
  const waits = rows.map((row) => {
    const limit = limits.find((l) => l.key === row.key)!;
    if (row.count <= limit.max) return 0;
    return Math.max(1, Math.ceil((Date.parse(toIso(row.window_started_at)) + windowMs - now) / 1000));
  });
  return Math.max(0, ...waits);
}

/** Deletes counters whose window ended long ago (they would restart at 1 anyway). */
export async function purgeRequestLimits(db: Db, olderThanMs: number): Promise<void> {
  await db
    .deleteFrom('request_limits')
    .where('window_started_at', '<', new Date(Date.now() - olderThanMs).toISOString())
    .execute();
}
