import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types; it is a test-only stand-in for S3.
import S3rver from 's3rver';

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverServer {
  middleware: Middleware[];
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;

/**
 * s3rver 3.7 answers ListParts and AbortMultipartUpload with 405, and the tus S3 store reads an
 * upload's offset through the first and cancels through the second. Both are answered here from the
 * parts s3rver itself keeps on disk, so the resumable upload runs through the bucket as on S3.
 */
function answerMultipartListing(s3: S3rverServer) {
  s3.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    const bucket = ctx.path.split('/')[1];
    if (typeof uploadId !== 'string' || !bucket || !['GET', 'DELETE'].includes(ctx.method)) return next();
    const dir = join(s3.store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
    ctx.type = 'application/xml';
    if (!existsSync(dir)) {
      ctx.status = 404;
      ctx.body = xml('<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>');
      return;
    }
    if (ctx.method === 'DELETE') {
      rmSync(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const parts = readdirSync(dir)
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b)
      .map((n) => {
        const etag = readFileSync(join(dir, `${n}.md5`), 'utf8');
        return `<Part><PartNumber>${n}</PartNumber><ETag>"${etag}"</ETag><Size>${statSync(join(dir, String(n))).size}</Size></Part>`;
      });
    ctx.status = 200;
    ctx.body = xml(
      `<ListPartsResult><Bucket>${bucket}</Bucket><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
    );
  });
}

/** An S3-compatible server on a port the system hands out, with one bucket; its STORAGE_URL. */
export async function startS3rver(
  directory: string,
  bucket: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  }) as S3rverServer;
  answerMultipartListing(s3);
  const { port } = await s3.run();
  return { url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`, close: () => s3.close() };
}
