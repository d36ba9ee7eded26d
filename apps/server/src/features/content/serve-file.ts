import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../shared/app-context.ts';
import { isSafeKey, type ByteRange } from '../../plugins/storage.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import { findFileByKey } from './files.repository.ts';

/** A signed URL's query; anything else in it is ignored. */
export interface FileQuery {
  exp?: string;
  sig?: string;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` (one range; several are answered whole, as RFC 9110 allows). */
export function parseRange(header: string | undefined, size: number): ByteRange | 'whole' | 'unsatisfiable' {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** Public files never change under a key (a new upload gets a new key), so they cache for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * GET and HEAD of a stored file, with Range and ETag. A file that is not public needs a valid,
 * unexpired signature (`?exp=&sig=`, plugins/file-urls.ts); without one it is a 404, as an unknown
 * key is, so a URL tells nothing of what exists. A signed reply is cached privately until it expires.
 */
export async function serveFile(
  { db, storage, fileUrls }: Pick<AppContext, 'db' | 'storage' | 'fileUrls'>,
  request: FastifyRequest<{ Params: { '*': string }; Querystring: FileQuery }>,
  reply: FastifyReply,
) {
  const key = request.params['*'];
  if (!isSafeKey(key)) throw notFound();
  const file = await findFileByKey(db, key);
  if (!file) throw notFound();
  const { exp, sig } = request.query;
  if (!file.public && !fileUrls.verify(key, exp, sig)) throw notFound();
  const etag = `"${file.sha256}"`;
  reply.headers({
    'content-type': file.content_type,
    'accept-ranges': 'bytes',
    'cache-control': file.public ? PUBLIC_CACHE : `private, max-age=${fileUrls.secondsLeft(exp!)}`,
    etag,
    // Files are shown by the app's own pages (img, video, a PDF tab), never framed elsewhere.
    'content-security-policy':
      "default-src 'none'; img-src 'self'; media-src 'self'; object-src 'self'; frame-ancestors 'self'",
    'content-disposition': file.original_name
      ? `inline; filename*=UTF-8''${encodeURIComponent(file.original_name)}`
      : 'inline',
  });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const range = parseRange(request.headers.range, file.size_bytes);
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'Range Not Satisfiable', undefined, { 'content-range': `bytes */${file.size_bytes}` });
  }
  const whole = range === 'whole';
  const length = whole ? file.size_bytes : range.end - range.start + 1;
  reply.header('content-length', length);
  if (!whole) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size_bytes}`);
  // The route answers HEAD itself (not Fastify's HEAD twin, which would say content-length 0): the
  // headers above, the length of what a GET would send, and no body.
  if (request.method === 'HEAD') return reply.send();
  if (length === 0) return reply.send('');
  return reply.send(await storage.read(key, whole ? undefined : range));
}
