import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.ts';

/**
 * Back-office content (docs/content-model.md): uploaded files, training-class templates, product
 * resources, the three kinds of videos with their checklists and quizzes. Every per-language record
 * carries its own lang_code, so a reader never silently gets another language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('uploaded_files'))
    .addColumn('storage_key', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(255)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('training_templates'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('topic', 'varchar(255)', (c) => c.notNull())
      .addColumn('type', 'varchar(32)', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('lang_code', 'varchar(8)', (c) => c.notNull())
      .addColumn('class_link', 'varchar(1024)')
      .addColumn('note', 'text'),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('product_resources'))
      .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
      .addColumn('lang_code', 'varchar(8)', (c) => c.notNull())
      .addColumn('kind', 'varchar(32)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('file_id', 'integer', (c) => c.references('uploaded_files.id'))
      .addColumn('link_url', 'varchar(1024)')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema
    .createIndex('product_resources_product_idx')
    .on('product_resources')
    .columns(['product_id', 'lang_code', 'kind', 'position'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('videos'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('group_id', 'integer', (c) => c.notNull().references('product_groups.id'))
      .addColumn('lang_code', 'varchar(8)', (c) => c.notNull())
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('poster_file_id', 'integer', (c) => c.references('uploaded_files.id'))
      .addColumn('source_file_id', 'integer', (c) => c.references('uploaded_files.id'))
      .addColumn('source_url', 'varchar(1024)'),
  ).execute();
  await db.schema
    .createIndex('videos_series_idx')
    .on('videos')
    .columns(['kind', 'group_id', 'lang_code', 'position'])
    .execute();
  await db.schema.createIndex('videos_group_idx').on('videos').column('group_id').execute();

  await withId(db, db.schema.createTable('checklist_items'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('checklist_items_video_idx')
    .on('checklist_items')
    .columns(['video_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('quizzes'))
    .addColumn('video_id', 'integer', (c) => c.notNull().unique().references('videos.id').onDelete('cascade'))
    .addColumn('pass_mark_percent', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('quiz_questions'))
    .addColumn('quiz_id', 'integer', (c) => c.notNull().references('quizzes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('multiple', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('quiz_questions_quiz_idx')
    .on('quiz_questions')
    .columns(['quiz_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('quiz_answers'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('quiz_questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('text', 'varchar(500)', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('quiz_answers_question_idx')
    .on('quiz_answers')
    .columns(['question_id', 'position'])
    .execute();
}
