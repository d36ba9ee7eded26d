import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { startS3rver } from '../../../test/s3rver.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { createFileUrls } from '../../plugins/file-urls.ts';
import { parseStorageUrl } from '../../plugins/storage.ts';
import { DEMO_MEDIA_DIR } from './demo-media.ts';

let s3: { url: string; close(): Promise<void> };
let dir: string;
let t: TestApp;
let storageUrl: string;
let admin: Record<string, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'op-s3-'));
  s3 = await startS3rver(dir, 'portal-files');
  storageUrl = s3.url;
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

  describe('a chunked (tus) upload through the bucket, so any server behind the balancer takes the next chunk', () => {
    let base: string;
    const tus = () => ({ ...admin, 'Tus-Resumable': '1.0.0' });
    const create = (length: number, name: string) =>
      fetch(`${base}/api/admin/uploads/video/resumable`, {
        method: 'POST',
        headers: { ...tus(), 'Upload-Length': String(length), 'Upload-Metadata': `filename ${btoa(name)}` },
      });
    const patch = (url: string, offset: number, bytes: Uint8Array) =>
      fetch(url, {
        method: 'PATCH',
        headers: { ...tus(), 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: bytes,
      });
    const offsetOf = async (url: string) => {
      const head = await fetch(url, { method: 'HEAD', headers: tus() });
      return [head.status, head.headers.get('upload-offset')];
    };
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });

    it('resumes at the offset the bucket holds and stores the video as the single upload would, leaving no partial object', async () => {
      const mp4 = readFileSync(join(DEMO_MEDIA_DIR, 'clip-threading.mp4'));
      const created = await create(mp4.length, 'tunnel.mp4');
      expect(created.status).toBe(201);
      const id = created.headers.get('location')!.split('/').pop()!;
      const url = `${base}${created.headers.get('location')}`;
      const first = 20_000;
      expect((await patch(url, 0, mp4.subarray(0, first))).status).toBe(204);
      // Read back from the bucket: the upload's parts and its unfinished tail are objects there.
      expect(await offsetOf(url)).toEqual([200, String(first)]);
      expect((await patch(url, 0, mp4.subarray(0, 10))).status).toBe(409);

      const last = await patch(url, first, mp4.subarray(first));
      expect(last.status).toBe(200);
      const { data } = (await last.json()) as { data: { url: string; size_bytes: number } };
      expect(data.size_bytes).toBe(mp4.length);
      expect(Buffer.from(await (await fetch(`${base}${data.url}`)).arrayBuffer()).equals(mp4)).toBe(true);
      const keys = await objectKeys();
      expect(keys).toContain(data.url.split('?')[0]!.slice('/api/files/'.length));
      expect(keys.filter((key) => key.includes(id))).toEqual([]);
      expect((await offsetOf(url))[0]).toBe(404);
    });

    it('cancels: DELETE removes the partial upload from the bucket', async () => {
      const created = await create(50_000, 'cancelled.mp4');
      const id = created.headers.get('location')!.split('/').pop()!;
      const url = `${base}${created.headers.get('location')}`;
      expect((await patch(url, 0, new Uint8Array(10_000))).status).toBe(204);
      expect((await objectKeys()).some((key) => key.includes(id))).toBe(true);
      expect((await fetch(url, { method: 'DELETE', headers: tus() })).status).toBe(204);
      expect((await objectKeys()).filter((key) => key.includes(id))).toEqual([]);
      expect((await offsetOf(url))[0]).toBe(404);
      // Cancelled twice: the second finds nothing to cancel.
      expect((await fetch(url, { method: 'DELETE', headers: tus() })).status).toBe(404);
    });
  });
});
