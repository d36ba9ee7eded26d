// `npm run db:migrate`: applies pending migrations, the job queue's schema included, to the configured
// database (DATABASE_URL or the SQLite default), as the server does when it starts, under the same lock.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';

const config = loadConfig();
const { db, applied } = await openDatabase(config, (line) => console.log(line));
try {
  console.log(applied.length ? `Applied ${applied.length} migrations.` : 'Database is up to date.');
} finally {
  await db.destroy();
}
