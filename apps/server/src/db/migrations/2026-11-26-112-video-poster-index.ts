import type { Kysely } from 'kysely';

/**
 * Whether a file is public is derived, not stored (decision 112): an image is public unless a video
 * shows it as its poster. Every file request asks that, so videos are found by their poster.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('videos_poster_file_idx').on('videos').columns(['poster_file_id']).execute();
}
