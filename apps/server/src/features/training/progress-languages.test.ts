import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  ageVideoStart,
  productIdByName,
  quizKey,
  signedInColleague,
  videoByTitle,
} from '../../../test/training-fixtures.ts';

/**
 * Progress belongs to the owner and the video, whatever language it was watched in (decision 128):
 * the English and Spanish versions of a pre-training video are one step of the series, so finishing
 * in English shows finished, with every video counted, in Spanish too; and the pace rule of decision
 * 111 counts from the first report of either version.
 */
let t: TestApp;
let persona: number;
const EN = ['Unboxing and placing your Persona PRO', 'Threading the needles', 'Hooping your first garment'];
const ES = ['Desembalaje y ubicación de su Persona PRO', 'Enhebrado de las agujas', 'Enmarcado de su primera prenda'];

beforeAll(async () => {
  t = await createTestApp();
  persona = await productIdByName(t.db, 'persona pro 1501');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (headers: Headers, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const get = (headers: Headers, url: string) => t.app.inject({ url, headers });

async function readyColleague() {
  const colleague = await signedInColleague(t);
  expect(
    (await post(colleague.headers, `/api/training/${persona}/acknowledge`, { acknowledged: true })).statusCode,
  ).toBe(200);
  return colleague;
}

describe('GET /api/training/{id} and /api/products/{id}?include=pretraining after a pre-training finished in English', () => {
  it('read in Spanish: finished, every video complete and counted, every quiz passed', async () => {
    const { headers } = await readyColleague();
    for (const title of EN) {
      const video = await videoByTitle(t.db, title);
      // The demo clips last a few seconds, inside the pace rule's slack: reaching the end completes them.
      const saved = await post(headers, `/api/videos/${video.id}`, { time: video.duration_seconds, complete: true });
      expect(saved.json().data.complete).toBe(true);
      const quiz = await t.db.selectFrom('quizzes').select('id').where('video_id', '=', video.id).executeTakeFirst();
      if (!quiz) continue;
      const key = await quizKey(t.db, video.id);
      const answers = key.questions.map((q) => ({ question_id: q.id, answer_ids: q.right }));
      expect((await post(headers, `/api/quiz/${quiz.id}/answer`, { answers })).json().data.passed).toBe(true);
    }
    expect((await post(headers, `/api/training/${persona}/finish`, { lang_code: 'en' })).statusCode).toBe(200);

    const spanish = (await get(headers, `/api/training/${persona}?lang_code=es`)).json().data;
    expect(spanish.finished_at).not.toBeNull();
    expect(spanish.videos_total).toBe(ES.length);
    expect(spanish.videos_complete).toBe(ES.length);
    expect(spanish.quizzes_passed).toBe(spanish.quizzes_total);
    expect(spanish.quizzes_total).toBeGreaterThan(0);

    const series = (await get(headers, `/api/products/${persona}?include=pretraining&lang_code=es`)).json().data
      .pretraining as {
      title: string;
      progress: { complete: boolean };
      quiz_id: number | null;
      quiz_passed: boolean;
    }[];
    expect(series.map((v) => v.title)).toEqual(ES);
    expect(series.every((v) => v.progress.complete)).toBe(true);
    expect(series.filter((v) => v.quiz_id !== null).every((v) => v.quiz_passed)).toBe(true);

    // Reporting the Spanish version of a finished video changes nothing: complete stays complete.
    const first = await videoByTitle(t.db, ES[0]!);
    const again = await post(headers, `/api/videos/${first.id}`, { time: 1, complete: false });
    expect(again.json().data).toMatchObject({ id: first.id, complete: true });
  });

  it('a colleague who only watched in English has no progress of theirs in Spanish to share', async () => {
    const { headers } = await readyColleague();
    const spanish = (await get(headers, `/api/training/${persona}?lang_code=es`)).json().data;
    expect(spanish).toMatchObject({ videos_complete: 0, quizzes_passed: 0, finished_at: null });
  });
});

describe('POST /api/videos/{id}: the pace rule counts from the first report of either language', () => {
  it('switching to the Spanish version neither restarts the clock nor grants more than the English start allows', async () => {
    await t.db.updateTable('videos').set({ duration_seconds: 300 }).where('title', 'in', [EN[1]!, ES[1]!]).execute();
    const { id, headers } = await readyColleague();
    const en = await videoByTitle(t.db, EN[1]!);
    const es = await videoByTitle(t.db, ES[1]!);

    expect((await post(headers, `/api/videos/${en.id}`, { time: 5, complete: false })).json().data.time).toBe(5);
    // At once, in Spanish: the same start, so no more than the slack.
    const spanish = (await post(headers, `/api/videos/${es.id}`, { time: 300, complete: true })).json().data;
    expect(spanish).toMatchObject({ id: es.id, complete: false });
    expect(spanish.time).toBeGreaterThanOrEqual(10);
    expect(spanish.time).toBeLessThan(15);
    // The English start moved back 146 s (the wall clock a five-minute video needs at 2×): the Spanish
    // report reaches the end and completes, and English reads it complete.
    await ageVideoStart(t.db, id, en.id, 146);
    expect((await post(headers, `/api/videos/${es.id}`, { time: 300, complete: true })).json().data).toEqual({
      id: es.id,
      time: 300,
      complete: true,
    });
    expect((await post(headers, `/api/videos/${en.id}`, { time: 0, complete: false })).json().data).toEqual({
      id: en.id,
      time: 300,
      complete: true,
    });
  });
});
