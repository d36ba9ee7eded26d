import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { DEMO_MEDIA_DIR } from './demo-media.ts';

let t: TestApp;
let base: string;
let port: number;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

const ENDPOINT = '/api/admin/uploads/video/resumable';
const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

async function create(length: number, headers = admin, name = 'clip.mp4') {
  return fetch(`${base}${ENDPOINT}`, {
    method: 'POST',
    headers: { ...headers, ...TUS, 'Upload-Length': String(length), 'Upload-Metadata': `filename ${b64(name)}` },
  });
}
const offsetOf = async (url: string) => {
  const res = await fetch(`${base}${url}`, { method: 'HEAD', headers: { ...admin, ...TUS } });
  return { status: res.status, offset: Number(res.headers.get('upload-offset')) };
};
const patch = (url: string, offset: number, bytes: Uint8Array) =>
  fetch(`${base}${url}`, {
    method: 'PATCH',
    headers: { ...admin, ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
    body: bytes,
  });

/** A PATCH whose connection drops after `sent` of its declared bytes, as a train going into a tunnel does. */
function droppedPatch(url: string, offset: number, declared: Buffer, sent: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `PATCH ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${admin.authorization}\r\nTus-Resumable: 1.0.0\r\n` +
          `Upload-Offset: ${offset}\r\nContent-Type: application/offset+octet-stream\r\nContent-Length: ${declared.length}\r\n\r\n`,
      );
      socket.write(declared.subarray(0, sent), () => setTimeout(() => socket.destroy(), 100));
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

describe('POST/HEAD/PATCH/DELETE /api/admin/uploads/video/resumable (tus)', () => {
  it('takes a video in chunks, survives a dropped connection by resuming at the offset, and stores it as the single upload would', async () => {
    const mp4 = readFileSync(join(DEMO_MEDIA_DIR, 'clip-threading.mp4'));
    const created = await create(mp4.length, admin, 'threading.mp4');
    expect(created.status).toBe(201);
    const url = created.headers.get('location')!;
    expect(url).toMatch(/^\/api\/admin\/uploads\/video\/resumable\/[0-9a-f]{32}$/);

    const first = 20_000;
    const chunk = await patch(url, 0, mp4.subarray(0, first));
    expect(chunk.status).toBe(204);
    expect(chunk.headers.get('upload-offset')).toBe(String(first));
    expect(await offsetOf(url)).toEqual({ status: 200, offset: first });

    // The next chunk's connection drops half-way: the bytes that arrived are kept.
    await droppedPatch(url, first, mp4.subarray(first, first + 40_000), 15_000);
    let now = await offsetOf(url);
    for (let i = 0; i < 50 && now.offset === first; i++) {
      await new Promise((r) => setTimeout(r, 50));
      now = await offsetOf(url);
    }
    expect(now.status).toBe(200);
    expect(now.offset).toBeGreaterThan(first);
    expect(now.offset).toBeLessThanOrEqual(first + 15_000);

    // A client that lost count is told so, not given a corrupted file.
    const wrong = await patch(url, 0, mp4.subarray(0, 10));
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toEqual({
      message: 'The upload offset does not match the bytes received; ask for the offset and resume from there.',
    });

    const last = await patch(url, now.offset, mp4.subarray(now.offset));
    expect(last.status).toBe(200);
    const { data } = (await last.json()) as {
      data: { id: number; url: string; kind: string; content_type: string; size_bytes: number; original_name: string };
    };
    expect(data).toMatchObject({
      kind: 'video',
      content_type: 'video/mp4',
      size_bytes: mp4.length,
      original_name: 'threading.mp4',
    });
    // Served by its signed URL, byte for byte; the partial upload is gone.
    expect(Buffer.from(await (await fetch(`${base}${data.url}`)).arrayBuffer()).equals(mp4)).toBe(true);
    expect((await offsetOf(url)).status).toBe(404);
    expect((await auditTrail(t.db, 'uploaded_file', data.id)).map((a) => a.action)).toEqual(['file.upload']);
  });

  it('refuses a declared length over 2 GiB before a byte is sent', async () => {
    const res = await create(2 * 1024 ** 3 + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Source may not be larger than 2 GB.' });
    expect((await create(2 * 1024 ** 3)).status).toBe(201);
  });

  it('is for staff of the content screens only', async () => {
    expect((await create(10, (await signInStaff(t.app, 'service')).headers)).status).toBe(403);
    expect((await create(10, {})).status).toBe(401);
    const url = (await create(10)).headers.get('location')!;
    const other = (await signInStaff(t.app, 'tech')).headers;
    const res = await fetch(`${base}${url}`, { method: 'HEAD', headers: { ...other, ...TUS } });
    expect(res.status).toBe(403);
  });

  it('cancels: DELETE removes the partial upload', async () => {
    const url = (await create(1000)).headers.get('location')!;
    expect((await patch(url, 0, new Uint8Array(100))).status).toBe(204);
    const res = await fetch(`${base}${url}`, { method: 'DELETE', headers: { ...admin, ...TUS } });
    expect(res.status).toBe(204);
    expect((await offsetOf(url)).status).toBe(404);
  });

  it('refuses bytes that are not a video when the last one arrives, and keeps nothing', async () => {
    const before = await t.db.selectFrom('uploaded_files').select('id').execute();
    const bytes = Buffer.from('%PDF-1.7 not a video at all');
    const url = (await create(bytes.length)).headers.get('location')!;
    const res = await patch(url, 0, bytes);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { source: ['Source must be an MP4 or WebM video.'] },
    });
    expect(await t.db.selectFrom('uploaded_files').select('id').execute()).toEqual(before);
  });

  it('answers a request without the protocol version, or with a broken header, in the API shape', async () => {
    const res = await fetch(`${base}${ENDPOINT}`, { method: 'POST', headers: { ...admin, 'Upload-Length': '10' } });
    expect(res.status).toBe(412);
    expect(await res.json()).toEqual({ message: 'A resumable upload needs the header Tus-Resumable: 1.0.0.' });
    const broken = await fetch(`${base}${ENDPOINT}`, {
      method: 'POST',
      headers: { ...admin, ...TUS, 'Upload-Length': 'ten' },
    });
    expect(broken.status).toBe(422);
    const unknown = await fetch(`${base}${ENDPOINT}/${'0'.repeat(32)}`, {
      method: 'HEAD',
      headers: { ...admin, ...TUS },
    });
    expect(unknown.status).toBe(404);
  });
});
