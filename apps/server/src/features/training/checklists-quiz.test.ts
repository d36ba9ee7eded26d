import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/sessions.ts';
import {
  ageQuizAttempts,
  productIdByName,
  quizKey,
  signedInColleague,
  videoByTitle,
} from '../../../test/training-fixtures.ts';

let t: TestApp;
let persona: number;
let unboxing: { id: number };
let colleague: Awaited<ReturnType<typeof signedInColleague>>;
beforeAll(async () => {
  t = await createTestApp();
  persona = await productIdByName(t.db, 'persona pro 1501');
  unboxing = await videoByTitle(t.db, 'Unboxing and placing your Persona PRO');
  colleague = await signedInColleague(t);
  await t.app.inject({
    method: 'POST',
    url: `/api/training/${persona}/acknowledge`,
    headers: colleague.headers,
    payload: { acknowledged: true },
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, headers = colleague.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('GET /api/videos/{id}/checklists', () => {
  it("lists the video's items in order in its language, and none in another", async () => {
    const en = await call('GET', `/api/videos/${unboxing.id}/checklists?lang_code=en`);
    expect(en.statusCode).toBe(200);
    const items = en.json().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((i: { position: number }) => i.position)).toEqual(items.map((_: unknown, i: number) => i + 1));
    expect((await call('GET', `/api/videos/${unboxing.id}/checklists?lang_code=es`)).json()).toEqual({ data: [] });
  });

  it('answers 404 for an unknown video and for a video of a series the company owns nothing of', async () => {
    expect((await call('GET', '/api/videos/999999/checklists')).statusCode).toBe(404);
    const ri = await videoByTitle(t.db, 'Ri 1000/2000: site requirements');
    const other = (await signIn(t.app, 'other.owner@demo.test')).headers;
    expect((await call('GET', `/api/videos/${ri.id}/checklists`, undefined, other)).statusCode).toBe(404);
  });
});

describe('checking checklist items', () => {
  it('adds the item id to the checked list, once, and removes it on uncheck', async () => {
    const [first, second] = (await call('GET', `/api/videos/${unboxing.id}/checklists?lang_code=en`)).json().data;
    expect((await call('GET', `/api/videos/${unboxing.id}/checklists-customer`)).json()).toEqual({ data: [] });
    await call('PUT', `/api/videos/${unboxing.id}/checklists-customer/${second.id}`);
    const checked = await call('PUT', `/api/videos/${unboxing.id}/checklists-customer/${first.id}`);
    expect(checked.json()).toEqual({ data: [first.id, second.id] });
    expect((await call('PUT', `/api/videos/${unboxing.id}/checklists-customer/${first.id}`)).json().data).toHaveLength(
      2,
    );
    const unchecked = await call('DELETE', `/api/videos/${unboxing.id}/checklists-customer/${second.id}`);
    expect(unchecked.json()).toEqual({ data: [first.id] });
    expect((await call('GET', `/api/videos/${unboxing.id}/checklists-customer`)).json()).toEqual({ data: [first.id] });
  });

  it('answers 422 for an item of another video', async () => {
    const threading = await videoByTitle(t.db, 'Threading the needles');
    const [item] = (await call('GET', `/api/videos/${threading.id}/checklists?lang_code=en`)).json().data;
    const res = await call('PUT', `/api/videos/${unboxing.id}/checklists-customer/${item.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ item: ['The selected checklist item is not on this video.'] });
  });
});

describe('GET /api/videos/{id}/quiz', () => {
  it('sends the questions and answers, never which are correct', async () => {
    const res = await call('GET', `/api/videos/${unboxing.id}/quiz?lang_code=en`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/correct/i);
    const { data } = res.json();
    expect(data).toMatchObject({ pass_mark: 80, last_attempt: null, retry_after: 0 });
    expect(Object.keys(data.questions[0]).sort()).toEqual(['answers', 'id', 'multiple', 'text']);
    expect(Object.keys(data.questions[0].answers[0]).sort()).toEqual(['id', 'text']);
  });

  it('answers 404 in a language the video is not in', async () => {
    expect((await call('GET', `/api/videos/${unboxing.id}/quiz?lang_code=es`)).statusCode).toBe(404);
  });
});

describe('POST /api/quiz/{id}/answer', () => {
  it('scores a wrong attempt, says how many questions were wrong, keeps every attempt, then passes', async () => {
    const key = await quizKey(t.db, unboxing.id);
    const url = `/api/quiz/${key.quiz.id}/answer`;
    const wrong = key.questions.map((q, i) => ({
      question_id: q.id,
      answer_ids: i === 0 ? q.wrong.slice(0, 1) : q.right,
    }));
    const failed = await call('POST', url, { answers: wrong });
    expect(failed.statusCode).toBe(200);
    const total = key.questions.length;
    expect(failed.json().data).toEqual({
      score: Math.floor(((total - 1) * 100) / total),
      pass_mark: 80,
      passed: false,
      wrong_count: 1,
      question_count: total,
      attempts: 1,
      retry_after: 30,
    });
    expect(failed.body).not.toMatch(/correct/i);
    await ageQuizAttempts(t.db, colleague.id, key.quiz.id, 31);
    const right = key.questions.map((q) => ({ question_id: q.id, answer_ids: q.right }));
    const passed = await call('POST', url, { answers: right });
    expect(passed.json().data).toEqual({
      score: 100,
      pass_mark: 80,
      passed: true,
      wrong_count: 0,
      question_count: total,
      attempts: 2,
      retry_after: 0,
    });
    const rows = await t.db
      .selectFrom('quiz_attempts')
      .select('passed')
      .where('customer_user_id', '=', colleague.id)
      .execute();
    expect(rows.map((r) => r.passed)).toEqual([0, 1]);
    const quiz = (await call('GET', `/api/videos/${unboxing.id}/quiz?lang_code=en`)).json().data;
    expect(quiz).toMatchObject({ last_attempt: { score: 100, passed: true }, retry_after: 0 });
  });

  it('counts an unanswered question as wrong', async () => {
    const key = await quizKey(t.db, unboxing.id);
    const res = await call('POST', `/api/quiz/${key.quiz.id}/answer`, { answers: [] });
    expect(res.json().data).toMatchObject({
      score: 0,
      passed: false,
      wrong_count: key.questions.length,
      question_count: key.questions.length,
    });
  });

  it('answers 422 to answers for questions that are not in the quiz, and to answers of another question', async () => {
    const key = await quizKey(t.db, unboxing.id);
    const other = await quizKey(t.db, (await videoByTitle(t.db, 'Threading the needles')).id);
    const url = `/api/quiz/${key.quiz.id}/answer`;
    const foreign = await call('POST', url, { answers: [{ question_id: other.questions[0]!.id, answer_ids: [] }] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      'answers.0.question_id': [`Question ${other.questions[0]!.id} is not in this quiz.`],
    });
    const mixed = await call('POST', url, {
      answers: [{ question_id: key.questions[0]!.id, answer_ids: other.questions[0]!.right }],
    });
    expect(mixed.json().errors).toHaveProperty(['answers.0.answer_ids']);
    expect((await call('POST', url, { answers: 'all of them' })).statusCode).toBe(422);
    expect((await call('POST', '/api/quiz/999999/answer', { answers: [] })).json().errors).toEqual({
      quiz: ['The selected quiz is invalid.'],
    });
  });
});
