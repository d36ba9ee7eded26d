import { sql, type Kysely } from 'kysely';

/**
 * A contact's progress belongs to the video, whatever language they watched it in (decision 128):
 * the English and the Spanish version of a video are the same step of the same series, so the key
 * is the step (series, kind, position), not the language's own video row. Rows saved per language
 * are merged: the furthest time is kept, complete wins, the earliest start and the latest save stay.
 * Forward-only: the old table is rebuilt under its name, on both engines the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const contact = 'customer_user_id';
  await db.schema
    .createTable('video_step_progress')
    .addColumn(contact, 'integer', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('product_groups.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('time_seconds', 'double precision', (c) => c.notNull())
    .addColumn('complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_step_progress_pk', [contact, 'group_id', 'kind', 'position'])
    .execute();
  await sql`
    insert into video_step_progress
      (customer_user_id, group_id, kind, position, time_seconds, complete, started_at, updated_at)
    select vp.customer_user_id, v.group_id, v.kind, v.position,
           max(vp.time_seconds), max(vp.complete), min(vp.started_at), max(vp.updated_at)
    from video_progress vp
    join videos v on v.id = vp.video_id
    group by vp.customer_user_id, v.group_id, v.kind, v.position
  `.execute(db);
  await db.schema.dropTable('video_progress').execute();
  await db.schema.alterTable('video_step_progress').renameTo('video_progress').execute();
  // The series' side of the key, for the cascade when a series goes.
  await db.schema.createIndex('video_progress_group_idx').on('video_progress').column('group_id').execute();
}
