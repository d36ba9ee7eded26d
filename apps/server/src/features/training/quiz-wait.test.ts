import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { all, listen, statusCounts } from '../../../test/http.ts';
import {
  ageQuizAttempts,
  productIdByName,
  quizKey,
  signedInColleague,
  videoByTitle,
} from '../../../test/training-fixtures.ts';

/**
 * A failed quiz says how many questions were wrong, not which, and the next attempt waits: 30 s after
 * the first failure, doubling to 15 minutes (decision 111). Each test is a new contact.
 */
let t: TestApp;
let persona: number;
let key: Awaited<ReturnType<typeof quizKey>>;
beforeAll(async () => {
  t = await createTestApp();
  persona = await productIdByName(t.db, 'persona pro 1501');
  key = await quizKey(t.db, (await videoByTitle(t.db, 'Unboxing and placing your Persona PRO')).id);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const answerUrl = () => `/api/quiz/${key.quiz.id}/answer`;
const right = () => key.questions.map((q) => ({ question_id: q.id, answer_ids: q.right }));
const allWrong = () => key.questions.map((q) => ({ question_id: q.id, answer_ids: q.wrong.slice(0, 1) }));
const answer = (headers: Headers, answers: object[]) =>
  t.app.inject({ method: 'POST', url: answerUrl(), headers, payload: { answers } });
const attemptsOf = async (contactId: number) =>
  (
    await t.db
      .selectFrom('quiz_attempts')
      .select('passed')
      .where('customer_user_id', '=', contactId)
      .where('quiz_id', '=', key.quiz.id)
      .execute()
  ).length;

async function readyColleague() {
  const colleague = await signedInColleague(t);
  await t.app.inject({
    method: 'POST',
    url: `/api/training/${persona}/acknowledge`,
    headers: colleague.headers,
    payload: { acknowledged: true },
  });
  return colleague;
}

describe('a failed quiz attempt', () => {
  it('says how many questions were wrong, never which', async () => {
    const { headers } = await readyColleague();
    const res = await answer(headers, allWrong());
    const total = key.questions.length;
    expect(res.json().data).toEqual({
      score: 0,
      pass_mark: 80,
      passed: false,
      wrong_count: total,
      question_count: total,
      attempts: 1,
      retry_after: 30,
    });
  });

  it('refuses the next attempt with 429 and Retry-After for 30 s, and records nothing', async () => {
    const { id, headers } = await readyColleague();
    await answer(headers, allWrong());
    const early = await answer(headers, right());
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(28);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(early.json()).toEqual({
      message: expect.stringMatching(
        /^Please wait before answering this quiz again: you can try again in \d+ seconds\.$/,
      ),
    });
    expect(await attemptsOf(id)).toBe(1);
    const quiz = await t.app.inject({ url: `/api/videos/${key.quiz.video_id}/quiz?lang_code=en`, headers });
    expect(quiz.json().data.retry_after).toBeGreaterThan(28);

    await ageQuizAttempts(t.db, id, key.quiz.id, 31);
    expect((await answer(headers, right())).json().data).toMatchObject({ passed: true, attempts: 2, retry_after: 0 });
  });

  it('makes each further failure wait twice as long, up to 15 minutes', async () => {
    const { id, headers } = await readyColleague();
    const waits: number[] = [];
    for (let failure = 1; failure <= 7; failure++) {
      const res = await answer(headers, allWrong());
      expect(res.statusCode).toBe(200);
      waits.push(res.json().data.retry_after);
      await ageQuizAttempts(t.db, id, key.quiz.id, res.json().data.retry_after - 2);
      const refused = await answer(headers, allWrong());
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(2);
      await ageQuizAttempts(t.db, id, key.quiz.id, res.json().data.retry_after);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(await attemptsOf(id)).toBe(7);
  });

  it('answers 422 to bad answers during the wait, before the wait', async () => {
    const { headers } = await readyColleague();
    await answer(headers, allWrong());
    const bad = await answer(headers, [{ question_id: 999999, answer_ids: [] }]);
    expect(bad.statusCode).toBe(422);
  });
});

describe('parallel attempts (a listening server)', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    server = await listen(t.app);
  });

  it('counts at most one of 20 parallel attempts after a failure, and none while the wait runs', async () => {
    const { id, headers } = await readyColleague();
    const burst = () => all(20, () => server.send('POST', answerUrl(), { headers, body: { answers: allWrong() } }));

    await answer(headers, allWrong());
    const waiting = await burst();
    expect(statusCounts(waiting)).toEqual({ 429: 20 });
    expect(waiting.every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
    expect(await attemptsOf(id)).toBe(1);

    await ageQuizAttempts(t.db, id, key.quiz.id, 31);
    expect(statusCounts(await burst())).toEqual({ 200: 1, 429: 19 });
    expect(await attemptsOf(id)).toBe(2);
  });

  it('counts one of 20 parallel first attempts that all fail', async () => {
    const { id, headers } = await readyColleague();
    const replies = await all(20, () => server.send('POST', answerUrl(), { headers, body: { answers: allWrong() } }));
    expect(statusCounts(replies)).toEqual({ 200: 1, 429: 19 });
    expect(await attemptsOf(id)).toBe(1);
  });
});
