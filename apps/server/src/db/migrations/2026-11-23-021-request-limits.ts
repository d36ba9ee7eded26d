import type { Kysely } from 'kysely';

/** Fixed-window request counters (src/shared/request-limits.ts), first for password reset requests. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_limits')
    .addColumn('key', 'varchar(320)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Stale windows are deleted by age.
  await db.schema
    .createIndex('request_limits_window_started_at_idx')
    .on('request_limits')
    .column('window_started_at')
    .execute();
}
