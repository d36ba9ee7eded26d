import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * The job queue's table on the embedded SQLite default (src/jobs/sqlite-job-store.ts). PostgreSQL
 * keeps its jobs in pg-boss's own schema, which pg-boss creates and upgrades when the app starts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    // created | retry (waiting) | active | completed | failed
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('singleton_key', 'varchar(255)')
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('retry_count', 'integer', (c) => c.notNull())
    .addColumn('start_after', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('completed_at', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // The poll: waiting jobs that are due, oldest first.
  await db.schema.createIndex('jobs_state_start_after_idx').on('jobs').columns(['state', 'start_after']).execute();
  // One waiting job per (name, singleton key); a second send with the key is dropped.
  await sql`create unique index jobs_singleton_idx on jobs (name, singleton_key)
    where state = 'created' and singleton_key is not null`.execute(db);
}
