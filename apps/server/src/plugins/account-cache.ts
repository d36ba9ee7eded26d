import { watchAccountChanges, type AccountChanges } from '../db/account-changes.ts';
import type { Db } from '../db/database.ts';

/** Long enough that a page's burst of requests checks its token once; the backstop if a notice were lost. */
const KEEP_MS = 5000;
const MAX_ENTRIES = 10_000;

export interface AccountCache {
  /** `lookup`, answered from memory while the same account and token were looked up lately and nothing changed. */
  wrap<R>(name: string, lookup: (id: number, jti: string) => Promise<R>): (id: number, jti: string) => Promise<R>;
  /** Forget everything: this process just wrote, and the next check must see it. */
  clear(): void;
  /** Resolves once every change committed before the call has been seen (tests that write the database directly). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The token check's account lookups, kept a few seconds on PostgreSQL (decision 117): a read then
 * costs one round trip, not two. Anything that changes what the lookup reads (a sign-out, a password
 * change, a role or company change, by any process) clears it through PostgreSQL's notices; while
 * they are not heard nothing is kept. SQLite's lookup is an in-process read and is not kept.
 */
export function createAccountCache(db: Db, now: () => number = Date.now): AccountCache {
  // The lookup's promise is kept from the moment it starts, so a burst of requests shares one round
  // trip, and a clear while it runs drops it: nobody who arrives after a change is handed it.
  const entries = new Map<string, { pending: Promise<unknown>; until: number }>();
  const clear = () => entries.clear();
  const changes: AccountChanges | undefined = watchAccountChanges(db, clear);
  return {
    wrap(name, lookup) {
      if (!changes) return lookup;
      return (id, jti) => {
        const key = `${name}:${id}:${jti}`;
        const kept = entries.get(key);
        if (kept && kept.until > now()) return kept.pending as ReturnType<typeof lookup>;
        const pending = lookup(id, jti);
        if (changes.live) {
          if (entries.size >= MAX_ENTRIES) entries.clear();
          entries.set(key, { pending, until: now() + KEEP_MS });
          // A failed lookup (the database away) is not kept: the next request asks again.
          pending.catch(() => entries.get(key)?.pending === pending && entries.delete(key));
        }
        return pending;
      };
    },
    clear,
    settle: async () => changes?.settle(),
    close: async () => changes?.close(),
  };
}
