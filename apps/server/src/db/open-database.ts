import type { AppConfig } from '../config.ts';
import { createDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrator.ts';

export const FIRST_MIGRATION = '2026-11-22-001-platform';

/** Opens and migrates the configured database; `fresh` when this call created its schema. */
export async function openDatabase(config: AppConfig): Promise<{ db: Db; fresh: boolean }> {
  const db = createDatabase(config.database);
  const applied = await migrateToLatest(db);
  return { db, fresh: applied.includes(FIRST_MIGRATION) };
}
