import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from './database.ts';

/** The PostgreSQL schema holding the job queue's tables (src/jobs/pg-boss-job-store.ts). */
export const PGBOSS_SCHEMA = 'pgboss';

/** pg-boss runs its SQL through our Kysely pool (or an open transaction): no second pool to size. */
export function pgBossExecutor(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * Creates pg-boss's schema, or upgrades one an older pg-boss made, as pg-boss itself does at start
 * (its own start then only checks the version). Returns what it did, or null when it was current.
 * The caller holds the migration lock, so no other process is doing the same.
 */
export async function migratePgBossSchema(db: Db): Promise<string | null> {
  const boss = new PgBoss({
    db: pgBossExecutor(db),
    schema: PGBOSS_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  const before = (await boss.isInstalled()) ? Number(await boss.schemaVersion()) : null;
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  const after = Number(await boss.schemaVersion());
  if (before === after) return null;
  return before === null ? `pg-boss schema ${after}` : `pg-boss schema ${before} → ${after}`;
}
