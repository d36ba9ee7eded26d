import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no types; it is a test-only stand-in for S3.
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { createFileUrls } from '../../plugins/file-urls.ts';
import { parseStorageUrl } from '../../plugins/storage.ts';
import { DEMO_MEDIA_DIR } from './demo-media.ts';

let s3: { run(): Promise<{ port: number }>; close(): Promise<void> };
let dir: string;
let t: TestApp;
let storageUrl: string;
let admin: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'op-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'portal-files' }],
  });
  const { port } = await s3.run();
  storageUrl = `http://S3RVER:S3RVER@127.0.0.1:${port}/portal-files`;
  t = await createTestApp({ storageUrl });
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const target = parseStorageUrl(storageUrl);
  const client = new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: true,
    credentials: target.credentials,
  });
  const out = await client.send(new ListObjectsV2Command({ Bucket: target.bucket }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

function multipart(field: string, name: string, bytes: Buffer) {
  const { payload, headers } = multipartFile(field, name, bytes);
  return { payload, headers: { ...admin, ...headers } };
}

describe('S3-compatible storage (STORAGE_URL)', () => {
  it('holds the seeded demo media once the app starts', async () => {
    expect(await objectKeys()).toContain('demo/clip-threading.mp4');
  });

  it('stores an upload in the bucket and serves ranges of it by its signed URL only', async () => {
    const pdf = readFileSync(join(DEMO_MEDIA_DIR, 'ri-warranty-checklist-en.pdf'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/pdf',
      ...multipart('file', 'w.pdf', pdf),
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ data: { url: string } }>().data;
    const [path] = url.split('?') as [string];
    expect(await objectKeys()).toContain(path.slice('/api/files/'.length));
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['cache-control']).toMatch(/^private, /);
    expect(part.rawPayload.equals(pdf.subarray(0, 8))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });

  it('serves a seeded video from the bucket by signed URL, HEAD with a range answering its length', async () => {
    const key = 'demo/clip-threading.mp4';
    const size = readFileSync(join(DEMO_MEDIA_DIR, 'clip-threading.mp4')).length;
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${key}` })).statusCode).toBe(404);
    const url = createFileUrls(t.config.jwtSecret).signed(key);
    const head = await t.app.inject({ method: 'HEAD', url, headers: { range: 'bytes=10-109' } });
    expect([head.statusCode, head.headers['content-length'], head.headers['content-range'], head.body]).toEqual([
      206,
      '100',
      `bytes 10-109/${size}`,
      '',
    ]);
    const whole = await t.app.inject({ method: 'GET', url });
    expect([whole.statusCode, whole.rawPayload.length]).toEqual([200, size]);
  });

  it('leaves no object behind when the bytes are refused', async () => {
    const before = await objectKeys();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/video',
      ...multipart('source', 'x.mp4', Buffer.from('not a video at all, just text')),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ source: ['Source must be an MP4 or WebM video.'] });
    expect(await objectKeys()).toEqual(before);
  });
});
