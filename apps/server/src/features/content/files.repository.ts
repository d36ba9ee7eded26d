import type { Db } from '../../db/database.ts';
import { perDatabase, prepareQuery } from '../../db/prepared.ts';

/** A stored file's type, size and hash by key; asked on every file request, so compiled once. */
const byKey = perDatabase((db) =>
  prepareQuery(
    db,
    (key: string) =>
      db
        .selectFrom('uploaded_files')
        .select(['id', 'content_type', 'size_bytes', 'sha256', 'original_name'])
        .where('storage_key', '=', key),
    ['\0key'],
  ),
);

export async function findFileByKey(db: Db, key: string) {
  const row = await byKey(db)(key);
  return row ? { ...row, size_bytes: Number(row.size_bytes) } : undefined;
}
