import type { AppConfig } from '../config.ts';
import { createPasswordHasher } from '../plugins/passwords.ts';
import { seedDemoData } from '../seed/demo-seed.ts';
import { createDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrator.ts';

export const FIRST_MIGRATION = '2026-11-22-001-platform';

/**
 * Opens and migrates the configured database. Demo data goes into a brand-new SQLite database
 * (the embedded default) unless SEED_DEMO says otherwise; PostgreSQL gets it only on request.
 */
export async function openDatabase(config: AppConfig): Promise<{ db: Db; seeded: boolean }> {
  const db = createDatabase(config.database);
  const applied = await migrateToLatest(db);
  const fresh = applied.includes(FIRST_MIGRATION);
  const seed =
    config.seedDemo === 'always' || (config.seedDemo === 'auto' && fresh && config.database.engine === 'sqlite');
  if (seed) await seedDemoData(db, await createPasswordHasher(config.fastHashing));
  return { db, seeded: seed };
}
