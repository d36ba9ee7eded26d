import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoDetailReply } from '@owner-portal/contract/training/admin-videos';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';
import { multipartFile } from '../../../test/multipart.ts';
import { groupIdOf } from '../../../test/schedule-fixtures.ts';
import { demoClipId, productIdByName } from '../../../test/training-fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let embroidery: number;
let clipId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  embroidery = await groupIdOf(t.db, 'Embroidery Machines');
  clipId = await demoClipId(t.db);
});
afterAll(() => t.close());

/** Uploads one file under the `captions` field. */
function captionsUpload(bytes: Buffer | string, name = 'captions.vtt') {
  const { payload, headers } = multipartFile('captions', name, bytes, { contentType: 'text/vtt' });
  return t.app.inject({ method: 'POST', url: '/api/admin/uploads/captions', headers: { ...admin, ...headers }, payload });
}

const VTT_EN = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nThread the needle from front to back.\n';
const VTT_ES = '\uFEFFWEBVTT\n\n00:00:00.000 --> 00:00:02.000\nEnhebre la aguja de adelante hacia atrás.\n';

const videoBody = (captions: { lang_code: string; file_id: number }[]) => ({
  group_id: embroidery,
  lang_code: 'en',
  title: 'Changing thread colours',
  position: 9,
  source_file_id: clipId,
  checklist: [],
  quiz: null,
  captions,
});

describe('POST /api/admin/uploads/captions', () => {
  it('takes a WebVTT file (with or without a byte order mark), stored as text/vtt and served by its signed URL', async () => {
    const res = await captionsUpload(VTT_ES, 'hilo-es.vtt');
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ kind: 'captions', content_type: 'text/vtt', original_name: 'hilo-es.vtt' });
    const served = await t.app.inject({ method: 'GET', url: res.json().data.url });
    expect(served.headers['content-type']).toBe('text/vtt');
    expect(served.body).toBe(VTT_ES);
    // Not public: the key alone is a 404, as for videos and PDFs.
    expect((await t.app.inject({ method: 'GET', url: res.json().data.url.split('?')[0] })).statusCode).toBe(404);
  });

  it('refuses a file that is not WebVTT, or is over 1 MB, with a 422 naming the field', async () => {
    const srt = await captionsUpload('1\n00:00:00,000 --> 00:00:02,000\nHello\n', 'captions.srt');
    expect(srt.statusCode).toBe(422);
    expect(srt.json().errors).toEqual({ captions: ['Captions must be a WebVTT captions file.'] });
    const webvttish = await captionsUpload('WEBVTTX\n', 'x.vtt');
    expect(webvttish.json().errors).toEqual({ captions: ['Captions must be a WebVTT captions file.'] });
    const huge = await captionsUpload(`WEBVTT\n\n${'x'.repeat(1024 * 1024)}`);
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors).toEqual({ captions: ['Captions may not be larger than 1 MB.'] });
  });
});

describe('captions of a training video', () => {
  it('are saved one per language with the video, read back by staff and handed to the owner as signed URLs', async () => {
    const en = (await captionsUpload(VTT_EN)).json().data.id as number;
    const es = (await captionsUpload(VTT_ES)).json().data.id as number;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/post-training-videos',
      headers: admin,
      payload: videoBody([
        { lang_code: 'es', file_id: es },
        { lang_code: 'en', file_id: en },
      ]),
    });
    expect(created.statusCode).toBe(201);
    const video = videoDetailReply.parse(created.json()).data;
    expect(video.captions.map((c) => [c.lang_code, c.file.id])).toEqual([
      ['en', en],
      ['es', es],
    ]);

    const owner = (await signIn(t.app, 'owner@demo.test')).headers;
    const persona = await productIdByName(t.db, 'persona pro 1501');
    const product = await t.app.inject({
      method: 'GET',
      url: `/api/products/${persona}?include=post_training_videos&lang_code=en`,
      headers: owner,
    });
    expect(product.statusCode).toBe(200);
    const seen = (
      product.json().data.post_training_videos as { id: number; captions: { lang_code: string; url: string }[] }[]
    ).find((v) => v.id === video.id)!;
    expect(seen.captions.map((c) => c.lang_code)).toEqual(['en', 'es']);
    const track = await t.app.inject({ method: 'GET', url: seen.captions[0]!.url });
    expect(track.statusCode).toBe(200);
    expect(track.body).toBe(VTT_EN);

    // An edit sends the list whole: one left.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/post-training-videos/${video.id}`,
      headers: admin,
      payload: videoBody([{ lang_code: 'en', file_id: en }]),
    });
    expect(edited.json().data.captions.map((c: { lang_code: string }) => c.lang_code)).toEqual(['en']);
  });

  it('refuses two files for one language, or a file that is not captions, and writes nothing', async () => {
    const en = (await captionsUpload(VTT_EN)).json().data.id as number;
    const before = await t.db.selectFrom('videos').select('id').execute();
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/admin/post-training-videos',
      headers: admin,
      payload: videoBody([
        { lang_code: 'en', file_id: en },
        { lang_code: 'en', file_id: en },
      ]),
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ captions: ['Give at most one captions file per language.'] });
    const notCaptions = await t.app.inject({
      method: 'POST',
      url: '/api/admin/post-training-videos',
      headers: admin,
      payload: videoBody([{ lang_code: 'es', file_id: clipId }]),
    });
    expect(notCaptions.statusCode).toBe(422);
    expect(notCaptions.json().errors).toEqual({ captions: ['The captions must be an uploaded WebVTT captions file.'] });
    expect(await t.db.selectFrom('videos').select('id').execute()).toEqual(before);
  });

  it('come with the demo: the embroidery care video has English and Spanish captions', async () => {
    const owner = (await signIn(t.app, 'owner@demo.test')).headers;
    const persona = await productIdByName(t.db, 'persona pro 1501');
    for (const lang of ['en', 'es']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products/${persona}?include=post_training_videos&lang_code=${lang}`,
        headers: owner,
      });
      const videos = res.json().data.post_training_videos as { captions: { lang_code: string; url: string }[] }[];
      expect(videos.length).toBeGreaterThanOrEqual(2);
      const captioned = videos.find((v) => v.captions.length > 0)!;
      expect(captioned.captions.map((c) => c.lang_code)).toEqual(['en', 'es']);
      const body = (await t.app.inject({ method: 'GET', url: captioned.captions[0]!.url })).body;
      expect(body.startsWith('WEBVTT')).toBe(true);
    }
  });
});
