import { DATABASE_POOL_DEFAULTS, type AppConfig } from '../config.ts';
import { createDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrator.ts';

export const FIRST_MIGRATION = '2026-11-22-001-platform';

/**
 * Opens and migrates the configured database (the server's start, db:migrate and db:seed): `fresh`
 * when this call created its schema, `applied` the migrations it applied, each also logged.
 */
export async function openDatabase(
  config: AppConfig,
  log: (line: string) => void,
): Promise<{ db: Db; fresh: boolean; applied: string[] }> {
  const pool = config.databasePool ?? DATABASE_POOL_DEFAULTS;
  const db = createDatabase(config.database, {
    poolSize: pool.max,
    connectTimeoutMs: pool.connectTimeoutMs,
    statementTimeoutMs: pool.statementTimeoutMs,
    onConnectionError: (err) => log(`Database connection lost: ${err.message}`),
  });
  const applied = await migrateToLatest(db, log);
  return { db, fresh: applied.includes(FIRST_MIGRATION), applied };
}
