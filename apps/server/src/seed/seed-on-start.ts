import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createPasswordHasher } from '../plugins/passwords.ts';
import { seedDemoData } from './demo-seed.ts';

/**
 * Demo data at start: into a brand-new SQLite database (the embedded default) unless SEED_DEMO says
 * otherwise; PostgreSQL gets it only on request. Returns whether it seeded.
 */
export async function seedOnStart(config: AppConfig, db: Db, fresh: boolean): Promise<boolean> {
  const seed =
    config.seedDemo === 'always' || (config.seedDemo === 'auto' && fresh && config.database.engine === 'sqlite');
  if (seed) await seedDemoData(db, await createPasswordHasher(config.fastHashing));
  return seed;
}
