import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * Captions of a training video (decision 127): one WebVTT file per language, stored like any other
 * upload (`uploaded_files`, kind `captions`) and served by signed URL. One per video and language is
 * the database's rule, not only the form's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('video_captions'))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('lang_code', 'varchar(8)', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('uploaded_files.id'))
    .execute();
  await db.schema
    .createIndex('video_captions_video_lang_idx')
    .on('video_captions')
    .columns(['video_id', 'lang_code'])
    .unique()
    .execute();
  // The file route asks whether a file is some video's captions (a poster's question, for captions).
  await db.schema.createIndex('video_captions_file_idx').on('video_captions').column('file_id').execute();
}
