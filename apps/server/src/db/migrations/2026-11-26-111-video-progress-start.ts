import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * When a contact first reported a video (decision 111): a report is accepted only as far as the
 * wall-clock time since then allows. Progress saved before counts as started when it was last saved.
 * SQLite cannot add a NOT NULL column without a default, so there it gets one that fails safe: a
 * start in the far future allows no more than the slack.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.alterTable('video_progress').addColumn('started_at', 'timestamptz').execute();
    await sql`update video_progress set started_at = updated_at`.execute(db);
    await sql`alter table video_progress alter column started_at set not null`.execute(db);
    return;
  }
  await db.schema
    .alterTable('video_progress')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo('9999-12-31T23:59:59.999Z'))
    .execute();
  await sql`update video_progress set started_at = updated_at`.execute(db);
}
