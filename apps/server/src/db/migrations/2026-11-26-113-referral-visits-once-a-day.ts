import type { Kysely } from 'kysely';

/**
 * A referral link's visit counts once per visitor and day (decision 113): the visitor (a hash of the
 * link cookie's id, or of the address without one) and the day (UTC, `YYYY-MM-DD`) are stored with
 * the visit, and a unique index decides between parallel visits. Visits recorded before have neither,
 * and NULLs never collide, so they all stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('referral_visits').addColumn('visitor', 'varchar(64)').execute();
  await db.schema.alterTable('referral_visits').addColumn('visit_day', 'varchar(10)').execute();
  await db.schema
    .createIndex('referral_visits_once_a_day_idx')
    .on('referral_visits')
    .columns(['referral_link_id', 'visitor', 'visit_day'])
    .unique()
    .execute();
}
