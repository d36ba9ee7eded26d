import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';
import { productIdByName, signedInColleague } from '../../../test/training-fixtures.ts';
import { createFileUrls } from '../../plugins/file-urls.ts';
import { DEMO_MEDIA_DIR } from './demo-media.ts';

let t: TestApp;
let base: string;
let admin: Record<string, string>;
let ri: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = (await signInStaff(t.app, 'admin')).headers;
  ri = await productIdByName(t.db, 'ri 2000 dtg printer');
});
afterAll(() => t.close());

const CHECKLIST = '/api/files/demo/ri-warranty-checklist-en.pdf';
const checklistBytes = () => readFileSync(join(DEMO_MEDIA_DIR, 'ri-warranty-checklist-en.pdf'));
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** A contact of the demo owner's company who has confirmed the Ri warranty list, and the checklist URL it is handed. */
async function confirmedOwnerChecklistUrl(): Promise<string> {
  const { headers } = await signedInColleague(t);
  await t.app.inject({
    method: 'POST',
    url: `/api/post-training/${ri}/warranty`,
    headers,
    payload: { confirmed: true },
  });
  const res = await get(`/api/products/${ri}?include=post_training_resources&lang_code=en`, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data.post_training_resources[0].url;
}

async function uploadImage(): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3060c0' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile('thumbnail', 'p.png', png);
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/uploads/image', headers: { ...admin, ...headers }, payload });
  expect(res.statusCode).toBe(201);
  return res.json().data.url;
}

describe('GET /api/files/{key}: videos, PDFs and posters only by signed URL', () => {
  it('answers 404 without a signature, as for a key that does not exist, whoever asks', async () => {
    const unknown = await get('/api/files/demo/nothing.pdf');
    for (const url of [CHECKLIST, '/api/files/demo/clip-printhead.mp4', '/api/files/demo/poster-dtg.jpg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode).toBe(404);
      // A bearer token is not a signature: <img> and <video> could not send one anyway.
      expect((await get(url, admin)).statusCode).toBe(404);
    }
  });

  it("serves the URL in the owner's reply, cached privately", async () => {
    const url = await confirmedOwnerChecklistUrl();
    expect(url).toMatch(/^\/api\/files\/demo\/ri-warranty-checklist-en\.pdf\?exp=\d+&sig=[\w-]{43}$/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(res.rawPayload.equals(checklistBytes())).toBe(true);
  });

  it('answers 404 to an expired, tampered, moved or foreign signature', async () => {
    const url = new URL(await confirmedOwnerChecklistUrl(), base);
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    const at = (query: string) => get(`${CHECKLIST}?${query}`);
    const sixHoursAgo = () => Date.now() - 6 * 3600 * 1000;
    const expired = createFileUrls(t.config.jwtSecret, sixHoursAgo).signed('demo/ri-warranty-checklist-en.pdf');
    expect(Number(new URL(expired, base).searchParams.get('exp'))).toBeLessThan(Date.now() / 1000);
    expect((await get(expired)).statusCode).toBe(404);
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    expect((await at(`exp=${exp}&sig=${flipped}`)).statusCode).toBe(404);
    expect((await at(`exp=${Number(exp) + 3600}&sig=${sig}`)).statusCode).toBe(404);
    expect((await at(`exp=${exp}`)).statusCode).toBe(404);
    expect((await at(`exp=soon&sig=${sig}`)).statusCode).toBe(404);
    // The same signature on another file's key, and a signature made with another secret.
    expect((await get(`/api/files/demo/ri-warranty-checklist-es.pdf?exp=${exp}&sig=${sig}`)).statusCode).toBe(404);
    const foreign = createFileUrls('another-secret-that-is-long-enough-for-hs256').signed(
      'demo/ri-warranty-checklist-en.pdf',
    );
    expect((await get(foreign)).statusCode).toBe(404);
    expect((await at(`exp=${exp}&sig=${sig}`)).statusCode).toBe(200);
  });

  it("gives another company's owner no URL: the product is a 404", async () => {
    const other = (await signIn(t.app, 'other.owner@demo.test')).headers;
    for (const include of ['post_training_resources', 'post_training_videos', 'resources'])
      expect((await get(`/api/products/${ri}?include=${include}`, other)).statusCode).toBe(404);
  });

  it('hands staff who read a video signed URLs of its poster and source', async () => {
    const list = (await get('/api/admin/post-training-videos?lang_code=en', admin)).json().data;
    const video = list.find((v: { title: string }) => v.title === 'Daily maintenance in five minutes');
    for (const url of [video.poster.url, video.source_file.url]) {
      expect(url).toMatch(/\?exp=\d+&sig=/);
      expect((await get(url)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/files/{key}: public images', () => {
  it('serves an uploaded image to anyone, cached publicly for a year', async () => {
    const url = await uploadImage();
    expect(url).toMatch(/^\/api\/files\/image\/[\w-]+\.webp$/);
    const res = await fetch(`${base}${url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves an image only by signed URL once a video shows it as its poster', async () => {
    const url = await uploadImage();
    const id = (
      await t.db
        .selectFrom('uploaded_files')
        .select('id')
        .where('storage_key', '=', url.slice('/api/files/'.length))
        .executeTakeFirstOrThrow()
    ).id;
    const group = await t.db
      .selectFrom('product_groups')
      .select('id')
      .where('name', '=', 'Hooping Systems')
      .executeTakeFirstOrThrow();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/training-videos',
      headers: admin,
      payload: {
        group_id: group.id,
        lang_code: 'en',
        title: 'Hoop tension',
        position: 9,
        duration_seconds: 6,
        poster_file_id: id,
        source_url: 'https://vimeo.com/76979871',
        checklist: [],
      },
    });
    expect(saved.statusCode).toBe(201);
    expect((await get(url)).statusCode).toBe(404);
    const poster = saved.json().data.poster.url;
    expect(poster).toMatch(/\?exp=\d+&sig=/);
    expect((await get(poster)).statusCode).toBe(200);
  });
});

describe('HEAD /api/files/{key}', () => {
  it("answers a range like GET does: 206, its content-range and the range's length, and no body", async () => {
    const url = `${base}${await confirmedOwnerChecklistUrl()}`;
    const size = checklistBytes().length;
    const part = await fetch(url, { method: 'HEAD', headers: { range: 'bytes=100-1099' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1099/${size}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect((await part.arrayBuffer()).byteLength).toBe(0);
    const whole = await fetch(url, { method: 'HEAD' });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(size));
    const injected = await t.app.inject({
      method: 'HEAD',
      url: new URL(url).pathname + new URL(url).search,
      headers: { range: 'bytes=-10' },
    });
    expect([injected.statusCode, injected.headers['content-length'], injected.body]).toEqual([206, '10', '']);
  });
});
