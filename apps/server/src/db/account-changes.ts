import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { separateConnection, type Db } from './database.ts';

const CHANNEL = 'account_changes';
const RECONNECT_MS = 1000;
const SETTLE_TIMEOUT_MS = 2000;

export interface AccountChanges {
  /** Whether notices arrive now. While they do not, a change may go unseen: nothing may be kept. */
  readonly live: boolean;
  /** Resolves once every change committed before the call has been seen (notices arrive in commit order). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's notices of account changes (migration 117's triggers), heard on a connection of their
 * own. `changed` runs for each notice, and whenever listening starts or stops: changes may have been
 * missed in between. A lost connection is reopened every second until the database is back.
 * Undefined on SQLite, whose only process is the one that writes.
 */
export function watchAccountChanges(db: Db, changed: () => void): AccountChanges | undefined {
  if (!separateConnection(db)) return undefined;
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const settling = new Map<string, () => void>();

  const drop = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    live = false;
    changed();
    c.end().catch(() => {});
    if (!closed) retry = setTimeout(connect, RECONNECT_MS);
  };
  async function connect() {
    const c = separateConnection(db)!;
    client = c;
    // A terminated backend or a restart: the 'error' is expected and answered by reconnecting.
    c.on('error', () => drop(c));
    c.on('end', () => drop(c));
    c.on('notification', (notice) => {
      changed();
      settling.get(notice.payload ?? '')?.();
    });
    try {
      await c.connect();
      await c.query(`listen ${CHANNEL}`);
      if (client !== c) return;
      live = true;
      changed();
    } catch {
      drop(c);
    }
  }
  void connect();

  return {
    get live() {
      return live;
    },
    async settle() {
      if (!live) return;
      const marker = `settle:${randomUUID()}`;
      const seen = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
        settling.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      await sql`select pg_notify(${CHANNEL}, ${marker})`.execute(db);
      await seen;
      settling.delete(marker);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      live = false;
      await c?.end().catch(() => {});
    },
  };
}
