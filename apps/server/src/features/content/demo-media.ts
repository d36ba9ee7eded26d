import { createHash } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { FileKind } from '../../db/schema.ts';
import type { Storage } from '../../plugins/storage.ts';

/** The short clips, their captions, posters and PDFs committed with the repository, so the demo plays offline. */
export const DEMO_MEDIA_DIR = join(repoRoot, 'apps/server/seed-media');
export const DEMO_KEY_PREFIX = 'demo/';

const CONTENT_TYPES: Record<string, { kind: FileKind; type: string }> = {
  mp4: { kind: 'video', type: 'video/mp4' },
  webm: { kind: 'video', type: 'video/webm' },
  jpg: { kind: 'image', type: 'image/jpeg' },
  pdf: { kind: 'pdf', type: 'application/pdf' },
  vtt: { kind: 'captions', type: 'text/vtt' },
};

/** The uploaded_files row of one committed media file (its size and sha256 read from the file). */
export function demoFileRow(name: string, createdAt: string) {
  const bytes = readFileSync(join(DEMO_MEDIA_DIR, name));
  const meta = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)]!;
  return {
    storage_key: `${DEMO_KEY_PREFIX}${name}`,
    kind: meta.kind,
    content_type: meta.type,
    size_bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    original_name: name,
    created_at: createdAt,
  };
}

/**
 * Puts the demo media the database names into the storage that lacks it: a fresh DATA_DIR, a new
 * bucket or another app server all serve the seeded videos. A few HEAD/stat calls when nothing is missing.
 */
export async function syncDemoMedia(db: Db, storage: Storage): Promise<number> {
  const rows = await db
    .selectFrom('uploaded_files')
    .select(['storage_key', 'content_type'])
    .where('storage_key', 'like', `${DEMO_KEY_PREFIX}%`)
    .execute();
  let copied = 0;
  for (const row of rows) {
    if ((await storage.size(row.storage_key)) !== null) continue;
    const source = join(DEMO_MEDIA_DIR, row.storage_key.slice(DEMO_KEY_PREFIX.length));
    await storage.put(row.storage_key, createReadStream(source), row.content_type);
    copied++;
  }
  return copied;
}
