import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FINISHED_MESSAGE } from '@owner-portal/contract/training/training';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { all, listen } from '../../../test/http.ts';
import {
  ageVideoStart,
  productIdByName,
  quizKey,
  signedInColleague,
  videoByTitle,
} from '../../../test/training-fixtures.ts';

/**
 * The pace rule (decision 111): a contact's progress in a video is accepted only as far as the
 * wall-clock time since their first report of it allows, at up to 2× speed plus 10 s. The demo's
 * clips last 6–8 s, inside the slack, so this file gives the Persona pre-training realistic
 * five-minute videos in its own copy of the database.
 */
const MINUTES_5 = 300;
/** (90 % of 300 s − 10 s of slack) / 2: the wall-clock seconds before a five-minute video can complete. */
const TO_COMPLETE = 130;
/** (300 s − 10 s) / 2: the wall-clock seconds before its end can be reached. */
const TO_END = 145;

let t: TestApp;
let persona: number;
let videos: { id: number; quiz_id: number | null }[];
beforeAll(async () => {
  t = await createTestApp();
  persona = await productIdByName(t.db, 'persona pro 1501');
  const titles = ['Unboxing and placing your Persona PRO', 'Threading the needles', 'Hooping your first garment'];
  await t.db.updateTable('videos').set({ duration_seconds: MINUTES_5 }).where('title', 'in', titles).execute();
  videos = [];
  for (const title of titles) {
    const video = await videoByTitle(t.db, title);
    const quiz = await t.db.selectFrom('quizzes').select('id').where('video_id', '=', video.id).executeTakeFirst();
    videos.push({ id: video.id, quiz_id: quiz?.id ?? null });
  }
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (headers: Headers, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const report = (headers: Headers, videoId: number, time: number, complete = false) =>
  post(headers, `/api/videos/${videoId}`, { time, complete });

/** A new contact of the demo owner's company who has acknowledged the embroidery warning. */
async function readyColleague() {
  const colleague = await signedInColleague(t);
  expect(
    (await post(colleague.headers, `/api/training/${persona}/acknowledge`, { acknowledged: true })).statusCode,
  ).toBe(200);
  return colleague;
}

describe('the attack replay: pre-training completed in a burst of requests', () => {
  it('leaves every video incomplete and the finish refused, until the videos could really have been watched', async () => {
    const { id, headers } = await readyColleague();
    const started = Date.now();
    for (const video of videos) {
      const res = await report(headers, video.id, MINUTES_5, true);
      expect(res.json().data).toEqual({ id: video.id, time: 10, complete: false });
      if (video.quiz_id === null) continue;
      const key = await quizKey(t.db, video.id);
      const answers = key.questions.map((q) => ({ question_id: q.id, answer_ids: q.right }));
      expect((await post(headers, `/api/quiz/${video.quiz_id}/answer`, { answers })).json().data.passed).toBe(true);
    }
    const finish = await post(headers, `/api/training/${persona}/finish`, {});
    expect(finish.statusCode).toBe(422);
    expect(finish.json().errors).toEqual({ training: [NOT_FINISHED_MESSAGE] });
    expect(Date.now() - started).toBeLessThan(60_000);

    // As if each video had been playing for the time it takes at 2×: the same reports now complete it.
    for (const video of videos) {
      await ageVideoStart(t.db, id, video.id, TO_END + 1);
      expect((await report(headers, video.id, MINUTES_5, true)).json().data).toEqual({
        id: video.id,
        time: MINUTES_5,
        complete: true,
      });
    }
    expect((await post(headers, `/api/training/${persona}/finish`, {})).statusCode).toBe(200);
  });
});

describe('POST /api/videos/{id} at the pace of the wall clock', () => {
  const video = () => videos[0]!;

  it('starts the clock at the first report, and clamps a report ahead of it to twice the time since then plus 10 s', async () => {
    const { id, headers } = await readyColleague();
    expect((await report(headers, video().id, 4)).json().data).toEqual({ id: video().id, time: 4, complete: false });
    const ahead = (await report(headers, video().id, 200)).json().data;
    expect(ahead).toMatchObject({ complete: false, time: expect.closeTo(10, 0) });
    await ageVideoStart(t.db, id, video().id, 60);
    expect((await report(headers, video().id, 200)).json().data.time).toBeCloseTo(130, 0);
    expect((await report(headers, video().id, 100)).json().data).toEqual({
      id: video().id,
      time: 100,
      complete: false,
    });
  });

  it('grants complete only once the allowed time reaches 90 % of the duration', async () => {
    const { id, headers } = await readyColleague();
    await report(headers, video().id, 0);
    await ageVideoStart(t.db, id, video().id, TO_COMPLETE - 1);
    const early = (await report(headers, video().id, MINUTES_5, true)).json().data;
    expect(early).toMatchObject({ complete: false, time: expect.closeTo(268, 0) });
    await ageVideoStart(t.db, id, video().id, TO_COMPLETE + 1);
    const done = (await report(headers, video().id, MINUTES_5, true)).json().data;
    expect(done).toMatchObject({ complete: true, time: expect.closeTo(272, 0) });
    // Complete stays complete and its time does not go back.
    expect((await report(headers, video().id, 5)).json().data).toEqual(done);
  });

  it('keeps parallel first reports to the same start: none completes a video at once', async () => {
    const { headers } = await readyColleague();
    const server = await listen(t.app);
    const replies = await all(20, (i) =>
      server.send('POST', `/api/videos/${video().id}`, {
        headers,
        body: { time: i % 2 === 0 ? MINUTES_5 : 5, complete: i % 2 === 0 },
      }),
    );
    expect(replies.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    for (const { body } of replies) {
      const { data } = body as { data: { time: number; complete: boolean } };
      expect(data.complete).toBe(false);
      expect(data.time).toBeLessThan(11);
    }
  });

  it('completes a video of unknown duration only after half its reported time, and half a minute at least', async () => {
    const { id, headers } = await readyColleague();
    const unknown = videos[1]!.id;
    await t.db.updateTable('videos').set({ duration_seconds: 0 }).where('id', '=', unknown).execute();
    try {
      expect((await report(headers, unknown, 0, true)).json().data).toEqual({ id: unknown, time: 0, complete: false });
      await ageVideoStart(t.db, id, unknown, 28);
      expect((await report(headers, unknown, 0, true)).json().data.complete).toBe(false);
      expect((await report(headers, unknown, 120, true)).json().data).toMatchObject({ complete: false });
      await ageVideoStart(t.db, id, unknown, 61);
      expect((await report(headers, unknown, 120, true)).json().data).toEqual({
        id: unknown,
        time: 120,
        complete: true,
      });
    } finally {
      await t.db.updateTable('videos').set({ duration_seconds: MINUTES_5 }).where('id', '=', unknown).execute();
    }
  });
});
