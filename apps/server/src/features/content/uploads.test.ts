import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { createFileUrls } from '../../plugins/file-urls.ts';
import { DEMO_MEDIA_DIR } from './demo-media.ts';

let t: TestApp;
let base: string;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

const uploadsDir = () => join(t.config.dataDir, 'uploads');
/** Every stored file under uploads/, demo media aside. */
function storedFiles(): string[] {
  const dir = uploadsDir();
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[]).filter((f) => statSync(join(dir, f)).isFile()).sort();
}
const fileCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('uploaded_files')
        .select((e) => e.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function upload(kind: string, field: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  const res = await fetch(`${base}/api/admin/uploads/${kind}`, { method: 'POST', headers: admin, body: form });
  return {
    status: res.status,
    body: (await res.json()) as {
      data?: { url: string; id: number; content_type: string; size_bytes: number };
      errors?: Record<string, string[]>;
    },
  };
}

describe('POST /api/admin/uploads/{kind}', () => {
  it('stores an image as a WebP thumbnail no larger than 640 px, recorded and audited', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c03030' } })
      .png()
      .toBuffer();
    const { status, body } = await upload('image', 'thumbnail', png, 'red.png');
    expect(status).toBe(201);
    expect(body.data).toMatchObject({ kind: 'image', content_type: 'image/webp', original_name: 'red.png' });
    const served = await fetch(`${base}${body.data!.url}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 427]);
    expect((await auditTrail(t.db, 'uploaded_file', body.data!.id)).map((a) => a.action)).toEqual(['file.upload']);
  });

  it('takes a PDF and a video by their bytes, keeping them as they are', async () => {
    const pdf = readFileSync(join(DEMO_MEDIA_DIR, 'ri-maintenance-guide-en.pdf'));
    const pdfReply = await upload('pdf', 'file', pdf, 'guide.pdf');
    expect(pdfReply.status).toBe(201);
    expect(pdfReply.body.data).toMatchObject({ content_type: 'application/pdf', size_bytes: pdf.length });
    const webm = readFileSync(join(DEMO_MEDIA_DIR, 'clip-maintenance.webm'));
    const video = await upload('video', 'source', webm, 'clip.mp4');
    expect(video.body.data).toMatchObject({ content_type: 'video/webm', size_bytes: webm.length });
    expect(Buffer.from(await (await fetch(`${base}${video.body.data!.url}`)).arrayBuffer()).equals(webm)).toBe(true);
  });

  it('refuses a file whose bytes are not the kind, whatever its name, and keeps nothing', async () => {
    const before = await fileCount();
    const stored = storedFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload('image', 'thumbnail', svg, 'logo.png')).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { thumbnail: ['Thumbnail must be a PNG, JPEG or WebP image.'] },
      },
    });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload('pdf', 'file', png, 'manual.pdf')).body.errors).toEqual({
      file: ['File must be a PDF document.'],
    });
    expect((await upload('video', 'source', png, 'clip.mp4')).body.errors).toEqual({
      source: ['Source must be an MP4 or WebM video.'],
    });
    expect(await fileCount()).toBe(before);
    expect(storedFiles()).toEqual(stored);
  });

  it('refuses an image over 5 MB while it streams, leaving no partial file', async () => {
    const before = await fileCount();
    const stored = storedFiles();
    const head = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const big = Buffer.concat([head, Buffer.alloc(5 * 1024 * 1024)]);
    const { status, body } = await upload('image', 'thumbnail', big, 'big.png');
    expect(status).toBe(422);
    expect(body.errors).toEqual({ thumbnail: ['Thumbnail may not be larger than 5 MB.'] });
    expect(await fileCount()).toBe(before);
    expect(storedFiles()).toEqual(stored);
  });

  it('answers 422 naming the field for an image sharp cannot decode', async () => {
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const stored = storedFiles();
    expect((await upload('image', 'poster', broken, 'x.png')).body.errors).toEqual({
      poster: ['Poster could not be read as an image.'],
    });
    expect(storedFiles()).toEqual(stored);
  });

  it('answers 422 when no file is sent', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/uploads/pdf', headers: admin, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['File is required.'] });
  });

  it('leaves no partial file and no record when the client goes away mid-upload', async () => {
    const before = await fileCount();
    const stored = storedFiles();
    const boundary = 'xinterruptedx';
    const mp4 = readFileSync(join(DEMO_MEDIA_DIR, 'clip-threading.mp4'));
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="source"; filename="c.mp4"\r\nContent-Type: video/mp4\r\n\r\n`;
    const port = new URL(base).port;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/admin/uploads/video HTTP/1.1\r\nHost: x\r\nAuthorization: ${admin.authorization}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + mp4.length + 100}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(mp4.subarray(0, 64 * 1024), () => setImmediate(() => socket.destroy()));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await vi.waitFor(() => expect(storedFiles().filter((f) => f.endsWith('.partial'))).toEqual([]), { timeout: 5000 });
    expect(storedFiles()).toEqual(stored);
    expect(await fileCount()).toBe(before);
  });
});

describe('GET /api/files/{key}', () => {
  const key = 'demo/clip-threading.mp4';
  const bytes = () => readFileSync(join(DEMO_MEDIA_DIR, 'clip-threading.mp4'));
  /** A training video is served by the signed URL the API hands its readers (decision 112). */
  const url = () => `${base}${createFileUrls(t.config.jwtSecret).signed(key)}`;

  it('serves the whole file with its type, private caching until the URL expires, and range support', async () => {
    const res = await fetch(url());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp4');
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(res.headers.get('cache-control')!)?.[1]);
    expect(maxAge).toBeGreaterThan(4 * 3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(5 * 3600);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes())).toBe(true);
  });

  it('answers a range with 206 and exactly those bytes (video seeking)', async () => {
    const all = bytes();
    const res = await fetch(url(), { headers: { range: 'bytes=1000-1999' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${all.length}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(all.subarray(1000, 2000))).toBe(true);
    const tail = await fetch(url(), { headers: { range: 'bytes=-100' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(all.subarray(all.length - 100))).toBe(true);
    const open = await fetch(url(), { headers: { range: `bytes=${all.length - 10}-` } });
    expect(open.headers.get('content-length')).toBe('10');
  });

  it('answers 416 for a range past the end, 304 for a known ETag, and 404 for an unknown key', async () => {
    const size = bytes().length;
    const past = await fetch(url(), { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    const etag = (await fetch(url(), { method: 'HEAD' })).headers.get('etag')!;
    expect((await fetch(url(), { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect((await fetch(`${base}/api/files/demo/nothing.mp4`)).status).toBe(404);
    expect((await fetch(`${base}/api/files/..%2Fportal.sqlite`)).status).toBe(404);
  });
});
