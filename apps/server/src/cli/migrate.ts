// `npm run db:migrate`: applies pending migrations to the configured database (DATABASE_URL or the SQLite default).
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrator.ts';

const config = loadConfig();
const db = createDatabase(config.database);
try {
  const applied = await migrateToLatest(db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await db.destroy();
}
