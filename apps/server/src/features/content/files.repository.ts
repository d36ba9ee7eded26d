import type { Db } from '../../db/database.ts';
import { perDatabase, prepareQuery } from '../../db/prepared.ts';

/**
 * A stored file's type, size and hash by key, and whether a video names it as its poster; asked on
 * every file request (each seek of a video is one), so compiled once.
 */
const byKey = perDatabase((db) =>
  prepareQuery(
    db,
    (key: string) =>
      db
        .selectFrom('uploaded_files as f')
        .select(['f.id', 'f.kind', 'f.content_type', 'f.size_bytes', 'f.sha256', 'f.original_name'])
        .select((eb) =>
          eb
            .exists(eb.selectFrom('videos as v').whereRef('v.poster_file_id', '=', 'f.id').select('v.id'))
            .as('is_poster'),
        )
        .where('f.storage_key', '=', key),
    ['\0key'],
  ),
);

export interface StoredFile {
  id: number;
  content_type: string;
  size_bytes: number;
  sha256: string;
  original_name: string | null;
  /**
   * Served to anyone by its URL: an image that no video shows as its poster (a catalogue thumbnail,
   * or one just uploaded). Videos, PDFs and posters are served only with a signed URL (decision 112).
   */
  public: boolean;
}

export async function findFileByKey(db: Db, key: string): Promise<StoredFile | undefined> {
  const row = await byKey(db)(key);
  if (!row) return undefined;
  return {
    id: row.id,
    content_type: row.content_type,
    size_bytes: Number(row.size_bytes),
    sha256: row.sha256,
    original_name: row.original_name,
    public: row.kind === 'image' && !Number(row.is_poster),
  };
}
