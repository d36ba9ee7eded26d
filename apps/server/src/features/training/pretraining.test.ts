import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { decodeMail } from '../../../test/mail.ts';
import { decodeClaims, signIn } from '../../../test/sessions.ts';
import { productIdByName, quizKey, signedInColleague } from '../../../test/training-fixtures.ts';

let t: TestApp;
let persona: number;
let vision: number;
beforeAll(async () => {
  t = await createTestApp();
  persona = await productIdByName(t.db, 'persona pro 1501');
  vision = await productIdByName(t.db, 'vision dtg printer');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** Watches every pre-training video of the product to the end and passes every quiz. */
async function completeEverything(headers: Headers, productId: number, lang: string) {
  const { data } = (
    await call(headers, 'GET', `/api/products/${productId}?include=pretraining&lang_code=${lang}`)
  ).json();
  for (const video of data.pretraining as { id: number; duration: number; quiz_id: number | null }[]) {
    expect(
      (await call(headers, 'POST', `/api/videos/${video.id}`, { time: video.duration, complete: true })).json().data
        .complete,
    ).toBe(true);
    if (video.quiz_id === null) continue;
    const key = await quizKey(t.db, video.id);
    const answers = key.questions.map((q) => ({ question_id: q.id, answer_ids: q.right }));
    expect((await call(headers, 'POST', `/api/quiz/${video.quiz_id}/answer`, { answers })).json().data.passed).toBe(
      true,
    );
  }
}

describe('GET /api/training', () => {
  it("lists the owner's products with pre-training in the language, each with progress", async () => {
    const { headers } = await signedInColleague(t);
    const res = await call(headers, 'GET', '/api/training?lang_code=en');
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().data.map((s: { display_name: string }) => [s.display_name, s]));
    expect(Object.keys(byName).sort()).toEqual([
      'Chroma Inspire Digitizing Software',
      'Chroma Luxe (Legacy) Digitizing Software',
      'Persona PRO 1501 Embroidery Machine',
      'Ri 2000 DTG Printer',
      'Vision DTG Printer',
    ]);
    expect(byName['Persona PRO 1501 Embroidery Machine']).toMatchObject({
      videos_total: 3,
      videos_complete: 0,
      quizzes_total: 3,
      quizzes_passed: 0,
      acknowledged_at: null,
      finished_at: null,
      vision_warning: false,
    });
    expect(byName['Vision DTG Printer'].vision_warning).toBe(true);
  });

  it('leaves out products with no pre-training in Spanish (the software is English only)', async () => {
    const { headers } = await signedInColleague(t);
    const names = (await call(headers, 'GET', '/api/training?lang_code=es'))
      .json()
      .data.map((s: { display_name: string }) => s.display_name);
    expect(names).toContain('Persona PRO 1501 Embroidery Machine');
    expect(names.filter((n: string) => n.includes('Chroma'))).toEqual([]);
  });

  it('is refused to subsidiary 3', async () => {
    const eu = (await signIn(t.app, 'eu.owner@demo.test')).headers;
    expect((await call(eu, 'GET', '/api/training')).statusCode).toBe(403);
    expect((await call(eu, 'GET', `/api/training/${vision}`)).statusCode).toBe(403);
  });
});

describe('GET /api/products/{id} includes', () => {
  it('fills pretraining in the language asked, in series order, with progress, and never falls back', async () => {
    const { headers } = await signedInColleague(t);
    const en = (await call(headers, 'GET', `/api/products/${persona}?include=pretraining&lang_code=en`)).json().data;
    expect(en.pretraining.map((v: { title: string }) => v.title)).toEqual([
      'Unboxing and placing your Persona PRO',
      'Threading the needles',
      'Hooping your first garment',
    ]);
    expect(en.pretraining[0]).toMatchObject({
      position: 1,
      duration: 6,
      has_checklist: true,
      quiz_passed: false,
      progress: { time: 0, complete: false },
      source: { kind: 'file', url: expect.stringMatching(/^\/api\/files\//) },
    });
    const es = (await call(headers, 'GET', `/api/products/${persona}?include=pretraining&lang_code=es`)).json().data;
    expect(es.pretraining.map((v: { title: string }) => v.title)).toEqual([
      'Desembalaje y ubicación de su Persona PRO',
      'Enhebrado de las agujas',
      'Enmarcado de su primera prenda',
    ]);
    const chroma = await productIdByName(t.db, 'chroma inspire');
    const software = (
      await call(headers, 'GET', `/api/products/${chroma}?include=pretraining,training_videos&lang_code=es`)
    ).json().data;
    expect(software).toMatchObject({ pretraining: [], training_videos: [] });
  });

  it('fills training and post-training videos, resources and accessories', async () => {
    const { headers } = await signedInColleague(t);
    const ri = await productIdByName(t.db, 'ri 2000 dtg printer');
    await call(headers, 'POST', `/api/post-training/${ri}/warranty`, { confirmed: true });
    const { data } = (
      await call(headers, 'GET', `/api/products/${ri}?include=post_training_videos,resources,accessories&lang_code=es`)
    ).json();
    expect(data.post_training_videos.map((v: { title: string }) => v.title)).toEqual([
      'Mantenimiento diario en cinco minutos',
      'Limpieza de la tira del encoder',
    ]);
    expect(data.resources).toEqual([
      {
        id: expect.any(Number),
        title: 'Manual de usuario Ri 2000',
        url: 'https://support.example.com/es/ri-2000/manual',
      },
    ]);
    expect(data.accessories.length).toBeGreaterThan(0);
    const { data: persona2 } = (await call(headers, 'GET', `/api/products/${persona}?include=training_videos`)).json();
    expect(persona2.training_videos[0].source).toEqual({ kind: 'vimeo', url: 'https://vimeo.com/76979871' });
  });

  it('refuses subsidiary 3 the pretraining include', async () => {
    const eu = (await signIn(t.app, 'eu.owner@demo.test')).headers;
    const euVision = (await call(eu, 'GET', '/api/products?per_page=1')).json().data[0].id;
    expect((await call(eu, 'GET', `/api/products/${euVision}?include=pretraining`)).statusCode).toBe(403);
    expect((await call(eu, 'GET', `/api/products/${euVision}?include=post_training_videos`)).statusCode).toBe(200);
  });
});

describe('POST /api/training/{id}/acknowledge', () => {
  it('stores the acknowledgement with its time, keeping the first', async () => {
    const { headers } = await signedInColleague(t);
    const first = await call(headers, 'POST', `/api/training/${persona}/acknowledge`, { acknowledged: true });
    expect(first.statusCode).toBe(200);
    const at = first.json().data.acknowledged_at;
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const again = await call(headers, 'POST', `/api/training/${persona}/acknowledge`, { acknowledged: true });
    expect(again.json().data.acknowledged_at).toBe(at);
  });

  it('requires the box to be ticked, and for a vision DTG printer the power-on warning too', async () => {
    const { headers } = await signedInColleague(t);
    const unticked = await call(headers, 'POST', `/api/training/${persona}/acknowledge`, { acknowledged: false });
    expect(unticked.json().errors).toEqual({ acknowledged: ['Please confirm you have read the warning.'] });
    const noVision = await call(headers, 'POST', `/api/training/${vision}/acknowledge`, { acknowledged: true });
    expect(noVision.statusCode).toBe(422);
    expect(noVision.json().errors).toHaveProperty('vision_acknowledged');
    const both = await call(headers, 'POST', `/api/training/${vision}/acknowledge`, {
      acknowledged: true,
      vision_acknowledged: true,
    });
    expect(both.json().data.acknowledged_at).not.toBeNull();
  });

  it("answers 404 for another company's product", async () => {
    const ri = await productIdByName(t.db, 'ri 2000 dtg printer');
    const other = (await signIn(t.app, 'other.owner@demo.test')).headers;
    expect((await call(other, 'POST', `/api/training/${ri}/acknowledge`, { acknowledged: true })).statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/training/${ri}`)).statusCode).toBe(404);
  });
});

describe('POST /api/training/{id}/finish', () => {
  it('refuses to finish before every video is complete and every quiz passed', async () => {
    const { headers } = await signedInColleague(t);
    await call(headers, 'POST', `/api/training/${persona}/acknowledge`, { acknowledged: true });
    const res = await call(headers, 'POST', `/api/training/${persona}/finish`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ training: ['Every video must be complete and every quiz passed first.'] });
  });

  it("finishes, mails the next steps once in the owner's language, and lets trainings unlock", async () => {
    const colleague = await signedInColleague(t, { lang_code: 'es' });
    const { headers } = colleague;
    await call(headers, 'POST', `/api/training/${persona}/acknowledge`, { acknowledged: true });
    const locked = await call(headers, 'PUT', '/api/customer', { unlocked_trainings: 1 });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().errors).toEqual({
      unlocked_trainings: ['Finish a pre-training before unlocking the trainings.'],
    });

    await completeEverything(headers, persona, 'es');
    const before = t.outbox().length;
    const res = await call(headers, 'POST', `/api/training/${persona}/finish`, { lang_code: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ videos_complete: 3, quizzes_passed: 3, finished_at: expect.any(String) });
    await t.drainJobs();
    const mails = t
      .outbox()
      .slice(before)
      .map((eml) => Buffer.from(decodeMail(eml), 'latin1').toString('utf8'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${colleague.email}`);
    expect(mails[0]).toContain('Programe su capacitación en línea en vivo: http://portal.test/schedules');
    expect(mails[0]).toContain('Persona PRO 1501 Embroidery Machine');

    await call(headers, 'POST', `/api/training/${persona}/finish`, { lang_code: 'es' });
    await t.drainJobs();
    expect(t.outbox().length).toBe(before + 1);

    const unlocked = await call(headers, 'PUT', '/api/customer', { unlocked_trainings: 1 });
    expect(unlocked.statusCode).toBe(200);
    expect(decodeClaims(unlocked.json().token).customer).toMatchObject({ unlocked_trainings: 1 });
  });

  it('mails once when finishes race (parallel requests on a listening server)', async () => {
    const { headers } = await signedInColleague(t);
    await call(headers, 'POST', `/api/training/${persona}/acknowledge`, { acknowledged: true });
    await completeEverything(headers, persona, 'en');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const before = t.outbox().length;
    const statuses = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${address}/api/training/${persona}/finish`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: '{}',
        }).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array(6).fill(200));
    await t.drainJobs();
    expect(t.outbox().length).toBe(before + 1);
  });
});
