import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * The owner's own training state, per contact so it follows them to any device: video progress,
 * checked checklist items, quiz attempts (all kept), the pre-training acknowledgement and finish,
 * and the Ri warranty confirmation with its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const contact = 'customer_user_id';
  await db.schema
    .createTable('video_progress')
    .addColumn(contact, 'integer', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('time_seconds', 'double precision', (c) => c.notNull())
    .addColumn('complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('video_progress_pk', [contact, 'video_id'])
    .execute();
  await db.schema.createIndex('video_progress_video_idx').on('video_progress').column('video_id').execute();

  await db.schema
    .createTable('checklist_checks')
    .addColumn(contact, 'integer', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('checklist_item_id', 'integer', (c) => c.notNull().references('checklist_items.id').onDelete('cascade'))
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('checklist_checks_pk', [contact, 'checklist_item_id'])
    .execute();
  await db.schema.createIndex('checklist_checks_item_idx').on('checklist_checks').column('checklist_item_id').execute();

  await withId(db, db.schema.createTable('quiz_attempts'))
    .addColumn(contact, 'integer', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('quiz_attempts_contact_quiz_idx')
    .on('quiz_attempts')
    .columns([contact, 'quiz_id'])
    .execute();
  await db.schema.createIndex('quiz_attempts_quiz_idx').on('quiz_attempts').column('quiz_id').execute();

  await db.schema
    .createTable('pretraining_states')
    .addColumn(contact, 'integer', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('acknowledged_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('pretraining_states_pk', [contact, 'product_id'])
    .execute();
  await db.schema.createIndex('pretraining_states_product_idx').on('pretraining_states').column('product_id').execute();

  await db.schema
    .createTable('warranty_confirmations')
    .addColumn(contact, 'integer', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('confirmed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('warranty_confirmations_pk', [contact, 'product_id'])
    .execute();
  await db.schema
    .createIndex('warranty_confirmations_product_idx')
    .on('warranty_confirmations')
    .column('product_id')
    .execute();
}
