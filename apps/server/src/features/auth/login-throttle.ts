import { TOO_MANY_ATTEMPTS_MESSAGE } from '@owner-portal/contract/errors';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/database.ts';
import { HttpError } from '../../plugins/http-errors.ts';
import type { PasswordHasher } from '../../plugins/passwords.ts';

/**
 * Sign-in attempts allowed per 15-minute window (docs/decisions/002-sign-in-throttling.md):
 * per (account, address) pair a few, so a guesser locks only itself; per account across all addresses
 * many more, so locking someone out takes a botnet; per address enough for an office behind one NAT.
 */
export const THROTTLE_LIMITS = { pair: 5, address: 20, account: 50 } as const;
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

type Kind = keyof typeof THROTTLE_LIMITS;
interface ThrottleKey {
  kind: Kind;
  key: string;
  account: string | null;
}
interface Reservation {
  key: ThrottleKey;
  windowStartedAt: string;
}

/**
 * The keys of one attempt, in the order they are reserved. An attempt refused on one key gives back
 * what it took on the earlier ones and never reaches the later: a locked address adds no rows for the
 * accounts it tries, and one address hammering an account cannot spend the account's count.
 */
export function signInKeys(account: string, address: string): ThrottleKey[] {
  return [
    { kind: 'address', key: `address:${address}`, account: null },
    { kind: 'pair', key: `pair:${account}|${address}`, account },
    { kind: 'account', key: `account:${account}`, account },
  ];
}

/**
 * One statement adds the attempt and returns the new count, so parallel attempts each get their own
 * number and at most the limit of them are let through to the password check. A window that has
 * ended starts again at 1; the attempt that reaches the limit restarts the window, so the lock lasts
 * a full window from then.
 */
async function reserveOne(db: Db, k: ThrottleKey) {
  const now = new Date();
  const nowText = now.toISOString();
  const endedBefore = new Date(now.getTime() - THROTTLE_WINDOW_MS).toISOString();
  const limit = THROTTLE_LIMITS[k.kind];
  const row = await db
    .insertInto('login_throttle')
    .values({ key: k.key, account: k.account, failures: 1, window_started_at: nowText })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const ended = eb('login_throttle.window_started_at', '<=', endedBefore);
        return {
          failures: eb
            .case()
            .when(ended)
            .then(1)
            .else(eb('login_throttle.failures', '+', 1))
            .end(),
          window_started_at: eb
            .case()
            .when(ended)
            .then(nowText)
            .when('login_throttle.failures', '=', limit - 1)
            .then(nowText)
            .else(eb.ref('login_throttle.window_started_at'))
            .end(),
        };
      }),
    )
    .returning(['failures', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), windowStartedAt: toIso(row.window_started_at) };
}

/**
 * Gives reserved attempts back (refused, or the password was right). The attempt that reaches a limit
 * restarts the window, so a reservation made before it still gives back: only a window that ended and
 * started again at 1 since the reservation (its start a full window after the reserved one) is left alone.
 */
export async function releaseAttempts(db: Db, reservations: Reservation[]): Promise<void> {
  for (const r of reservations) {
    const laterWindow = new Date(new Date(r.windowStartedAt).getTime() + THROTTLE_WINDOW_MS).toISOString();
    await db
      .updateTable('login_throttle')
      .set((eb) => ({ failures: eb('failures', '-', 1) }))
      .where('key', '=', r.key.key)
      .where('window_started_at', '<', laterWindow)
      .where('failures', '>', 0)
      .execute();
  }
}

/**
 * Reserves the attempt on every key before the password is checked. Refused: the seconds until the
 * refusing key's window ends, with every reservation given back, the refusing key's too: an attempt
 * never checked is no failure, so parallel attempts that overshoot a count (on PostgreSQL they reserve
 * on many connections at once) leave it at the limit, not past it, and the attempts a later key refuses
 * take nothing from the address, whichever engine ran them.
 */
export async function reserveAttempt(
  db: Db,
  keys: ThrottleKey[],
): Promise<{ reserved: Reservation[]; retryAfter?: undefined } | { retryAfter: number }> {
  const reserved: Reservation[] = [];
  for (const key of keys) {
    const { failures, windowStartedAt } = await reserveOne(db, key);
    reserved.push({ key, windowStartedAt });
    if (failures > THROTTLE_LIMITS[key.kind]) {
      await releaseAttempts(db, reserved);
      const ends = new Date(windowStartedAt).getTime() + THROTTLE_WINDOW_MS;
      return { retryAfter: Math.max(1, Math.ceil((ends - Date.now()) / 1000)) };
    }
  }
  return { reserved };
}

/**
 * A correct password: the pair's failures are forgiven; the address and account counts only get this
 * attempt back, so a success from one place does not wipe what an attacker elsewhere has spent.
 */
export async function recordSuccess(db: Db, reserved: Reservation[]): Promise<void> {
  const pair = reserved.find((r) => r.key.kind === 'pair');
  if (pair) await db.deleteFrom('login_throttle').where('key', '=', pair.key.key).execute();
  await releaseAttempts(
    db,
    reserved.filter((r) => r.key.kind !== 'pair'),
  );
}

/** The answer to a refused attempt: 429 with the seconds until the refusing window ends. */
export const tooManyAttempts = (retryAfter: number) =>
  new HttpError(429, TOO_MANY_ATTEMPTS_MESSAGE, undefined, { 'retry-after': String(retryAfter) });

/**
 * A signed-in account's current password (before a change), checked under its sign-in counts: a stolen
 * session guessing it is guessing the sign-in password by another door, so it gets no more tries.
 */
export async function verifyCurrentPassword(
  db: Db,
  hasher: PasswordHasher,
  attempt: { account: string; address: string; hash: string | null; password: string },
): Promise<boolean> {
  const reservation = await reserveAttempt(db, signInKeys(attempt.account, attempt.address));
  if (reservation.retryAfter !== undefined) throw tooManyAttempts(reservation.retryAfter);
  const ok = await hasher.verify(attempt.hash, attempt.password);
  // A failure keeps its reservation: it is the count.
  if (ok) await recordSuccess(db, reservation.reserved);
  return ok;
}

/** A password reset proves the mailbox: the account's own and per-pair counts start again. */
export async function clearAccountThrottle(db: Db, account: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('account', '=', account).execute();
}

/** The throttle's name for an account: its kind and lower-cased email. */
export const throttleAccount = (kind: 'customer' | 'staff', email: string) => `${kind}:${email}`;
