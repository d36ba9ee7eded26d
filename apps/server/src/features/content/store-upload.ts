import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import {
  THUMBNAIL_MAX_PX,
  UPLOAD_LIMITS,
  fileUrl,
  uploadMessages,
  type FileKind,
  type UploadedFile,
} from '@owner-portal/contract/content/content';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { FileUrls } from '../../plugins/file-urls.ts';
import type { Storage } from '../../plugins/storage.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import { SNIFF_BYTES, acceptedType } from './sniff.ts';

const KEY_SUFFIX: Record<FileKind, string> = { image: '.webp', pdf: '.pdf', video: '', captions: '.vtt' };
/** The type an object is stored under before its bytes are sniffed (the served type comes from the row). */
const STORED_TYPE: Record<FileKind, string> = {
  image: 'image/webp',
  pdf: 'application/pdf',
  video: 'video/mp4',
  captions: 'text/vtt',
};

/** A refusal of the uploaded bytes themselves: a 422 naming the field. */
export class UploadRejected extends Error {
  constructor(
    readonly field: string,
    readonly text: string,
  ) {
    super(text);
  }
  toHttp() {
    return fieldError(this.field, this.text);
  }
}

/**
 * Checks the type from the first bytes and counts the size as the bytes go by, so a wrong or
 * oversized file is refused as soon as it shows, without ever holding the file in memory.
 */
async function* checked(source: AsyncIterable<Buffer>, kind: FileKind, field: string, found: (type: string) => void) {
  const limit = UPLOAD_LIMITS[kind];
  let head: Buffer | null = Buffer.alloc(0);
  let total = 0;
  const decide = (bytes: Buffer) => {
    const type = acceptedType(bytes, kind);
    if (!type) throw new UploadRejected(field, uploadMessages.wrongType(field, kind));
    found(type);
  };
  for await (const chunk of source) {
    total += chunk.length;
    if (total > limit) throw new UploadRejected(field, uploadMessages.tooLarge(field, kind));
    if (head) {
      head = Buffer.concat([head, chunk]);
      if (head.length < SNIFF_BYTES) continue;
      decide(head);
      yield head;
      head = null;
      continue;
    }
    yield chunk;
  }
  if (head) {
    if (head.length === 0) throw new UploadRejected(field, uploadMessages.missing(field));
    decide(head);
    yield head;
  }
}

/** Hashes and counts what is finally stored. */
async function* metered(source: AsyncIterable<Buffer>, meter: { hash: ReturnType<typeof createHash>; size: number }) {
  for await (const chunk of source) {
    meter.hash.update(chunk);
    meter.size += chunk.length;
    yield chunk;
  }
}

/** Images become a bounded WebP thumbnail (sharp streams it; an undecodable image is a 422). */
function thumbnail(source: Readable, field: string): Readable {
  const resize = sharp({ failOn: 'error' })
    .rotate()
    .resize({ width: THUMBNAIL_MAX_PX, height: THUMBNAIL_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 });
  pipeline(source, resize).catch((err: unknown) => {
    resize.destroy(err instanceof UploadRejected ? err : new UploadRejected(field, uploadMessages.unreadable(field)));
  });
  return resize;
}

export interface IncomingFile {
  field: string;
  filename: string | undefined;
  stream: AsyncIterable<Buffer>;
}

/** An uploaded file in storage, not yet recorded: `recordUpload` writes its row. */
export interface StoredUpload {
  key: string;
  kind: FileKind;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  originalName: string | null;
}

/**
 * Streams one uploaded file into storage. On any failure — wrong type, too large, the client going
 * away — the partial object is removed. Nothing is recorded yet: the caller writes the row (and its
 * audit entry) with `recordUpload`, and removes the object if that fails.
 */
export async function storeUpload(storage: Storage, kind: FileKind, file: IncomingFile): Promise<StoredUpload> {
  let sniffed = '';
  const accepted = Readable.from(
    checked(file.stream, kind, file.field, (t) => (sniffed = t)),
    { objectMode: false },
  );
  const stored = kind === 'image' ? thumbnail(accepted, file.field) : accepted;
  const meter = { hash: createHash('sha256'), size: 0 };
  // Keys are random (unguessable) and named before the type is sniffed; the served type comes from the row.
  const key = `${kind}/${randomUUID()}${KEY_SUFFIX[kind]}`;
  const body = Readable.from(metered(stored, meter), { objectMode: false });
  try {
    await storage.put(key, body, STORED_TYPE[kind]);
  } catch (err) {
    await storage.remove(key).catch(() => {});
    // sharp reports an undecodable image on its own stream; that is the file's fault, not the server's.
    if (kind === 'image' && !(err instanceof UploadRejected))
      throw new UploadRejected(file.field, uploadMessages.unreadable(file.field));
    throw err;
  }
  return {
    key,
    kind,
    contentType: kind === 'image' ? 'image/webp' : sniffed,
    sizeBytes: meter.size,
    sha256: meter.hash.digest('hex'),
    originalName: file.filename?.slice(0, 255) ?? null,
  };
}

/**
 * The stored file's row: what the admin API hands out. An image's URL is its plain one (a thumbnail
 * form saves it, and images are public until a video shows one as its poster); a video's, PDF's or
 * captions file's is signed for the staff member who uploaded it (decision 112).
 */
export async function recordUpload(db: Db, file: StoredUpload, fileUrls: FileUrls): Promise<UploadedFile> {
  const row = await db
    .insertInto('uploaded_files')
    .values({
      storage_key: file.key,
      kind: file.kind,
      content_type: file.contentType,
      size_bytes: file.sizeBytes,
      sha256: file.sha256,
      original_name: file.originalName,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    kind: file.kind,
    url: file.kind === 'image' ? fileUrl(file.key) : fileUrls.signed(file.key),
    content_type: file.contentType,
    size_bytes: file.sizeBytes,
    sha256: file.sha256,
    original_name: file.originalName,
  };
}
