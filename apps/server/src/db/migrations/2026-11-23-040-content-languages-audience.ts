import type { Kysely } from 'kysely';

/**
 * Staff write notifications and event descriptions in English and, optionally, Spanish (readers
 * get their language's text), and aim a notification at US or EU customers (audience 'all', 'us'
 * or 'eu'; every existing notification stays 'all').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('title_es', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('content_es', 'text').execute();
  await db.schema.alterTable('notifications').addColumn('link_text_es', 'text').execute();
  await db.schema
    .alterTable('notifications')
    .addColumn('audience', 'text', (col) => col.notNull().defaultTo('all'))
    .execute();
  await db.schema.alterTable('event_codes').addColumn('description_es', 'text').execute();
}
