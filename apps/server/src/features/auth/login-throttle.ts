import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** Failed sign-ins allowed per window before the key is locked for LOCK_MS. */
export const THROTTLE_LIMITS = { email: 5, address: 20 } as const;
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

export type ThrottleKey = { kind: keyof typeof THROTTLE_LIMITS; value: string };

const keyOf = (k: ThrottleKey) => `${k.kind}:${k.value}`;

/**
 * Kept in the database, not in process memory, so every app process behind a load balancer sees the
 * same counts. Returns the seconds until the longest lock among `keys` ends, or 0.
 */
export async function lockedForSeconds(db: Db, keys: ThrottleKey[]): Promise<number> {
  const rows = await db
    .selectFrom('login_throttle')
    .select('locked_until')
    .where('key', 'in', keys.map(keyOf))
    .execute();
  const now = Date.now();
  const until = Math.max(0, ...rows.map((r) => (r.locked_until ? new Date(r.locked_until).getTime() : 0)));
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

export async function recordFailure(db: Db, keys: ThrottleKey[]): Promise<void> {
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const k of keys) {
      const key = keyOf(k);
      const row = await trx.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
      const windowOpen = row && now - new Date(row.window_started_at).getTime() < WINDOW_MS;
      const failures = windowOpen ? row.failures + 1 : 1;
      const lockedUntil = failures >= THROTTLE_LIMITS[k.kind] ? new Date(now + LOCK_MS).toISOString() : null;
      const values = {
        failures,
        window_started_at: windowOpen ? row.window_started_at : nowIso(),
        locked_until: lockedUntil,
      };
      if (row) await trx.updateTable('login_throttle').set(values).where('key', '=', key).execute();
      else
        await trx
          .insertInto('login_throttle')
          .values({ key, ...values })
          .execute();
    }
  });
}

/** A correct sign-in clears the account's counter; the address counter is left to expire. */
export async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', keyOf(key)).execute();
}
