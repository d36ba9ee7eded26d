import type { Db } from '../src/db/database.ts';
import { createPasswordHasher } from '../src/plugins/passwords.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import type { TestApp } from './app.ts';
import { buildContact } from './factories.ts';
import { signIn } from './sessions.ts';

/**
 * A new contact of a demo owner's company, signed in: training progress is per contact, so each
 * test that changes it starts from nothing and cannot disturb the next.
 */
export async function signedInColleague(
  t: TestApp,
  options: { of?: string; lang_code?: string } = {},
): Promise<{ id: number; email: string; headers: Record<string, string> }> {
  const company = await t.db
    .selectFrom('customer_users')
    .select('customer_id')
    .where('email', '=', options.of ?? 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const contact = await buildContact(t.db, { customer_id: company.customer_id, lang_code: options.lang_code ?? 'en' });
  const hasher = await createPasswordHasher(true);
  await t.db
    .updateTable('customer_users')
    .set({ password_hash: await hasher.hash(DEMO_PASSWORD) })
    .where('id', '=', contact.id)
    .execute();
  return { id: contact.id, email: contact.email, headers: (await signIn(t.app, contact.email)).headers };
}

export const productIdByName = async (db: Db, name: string) =>
  (await db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** The demo's hooping clip, an uploaded video a test's new video can take as its source. */
export const demoClipId = async (db: Db) =>
  (
    await db
      .selectFrom('uploaded_files')
      .select('id')
      .where('storage_key', '=', 'demo/clip-hooping.mp4')
      .executeTakeFirstOrThrow()
  ).id;

export const videoByTitle = (db: Db, title: string) =>
  db.selectFrom('videos').selectAll().where('title', '=', title).executeTakeFirstOrThrow();

/** A quiz's questions with their correct answer ids, read from the database (the API never tells). */
export async function quizKey(db: Db, videoId: number) {
  const quiz = await db.selectFrom('quizzes').selectAll().where('video_id', '=', videoId).executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('quiz_questions as q')
    .innerJoin('quiz_answers as a', 'a.question_id', 'q.id')
    .select(['q.id as question_id', 'a.id as answer_id', 'a.is_correct'])
    .where('q.quiz_id', '=', quiz.id)
    .orderBy('q.position')
    .orderBy('a.position')
    .execute();
  const questions = new Map<number, { right: number[]; wrong: number[] }>();
  for (const r of rows) {
    const q = questions.get(r.question_id) ?? { right: [], wrong: [] };
    (r.is_correct ? q.right : q.wrong).push(r.answer_id);
    questions.set(r.question_id, q);
  }
  return { quiz, questions: [...questions.entries()].map(([id, q]) => ({ id, ...q })) };
}

export interface TrainingFixtures {
  riId: number;
  preVideoId: number;
  postVideoId: number;
  itemId: number;
  quizId: number;
  contactId: number;
}

/**
 * Ids the route × caller table needs for the training routes. The demo owner has acknowledged the
 * embroidery warning and confirmed the Ri warranty list, so its pre-training writes and Ri
 * post-training calls reach the handler whatever order the rows run in.
 */
export async function trainingFixtures(db: Db): Promise<TrainingFixtures> {
  const pre = await videoByTitle(db, 'Unboxing and placing your Persona PRO');
  const post = await videoByTitle(db, 'Daily maintenance in five minutes');
  const item = await db
    .selectFrom('checklist_items')
    .select('id')
    .where('video_id', '=', pre.id)
    .executeTakeFirstOrThrow();
  const quiz = await db.selectFrom('quizzes').select('id').where('video_id', '=', pre.id).executeTakeFirstOrThrow();
  const contact = await db
    .selectFrom('customer_users')
    .select('id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const persona = await productIdByName(db, 'persona pro 1501');
  await db
    .insertInto('pretraining_states')
    .values({
      customer_user_id: contact.id,
      product_id: persona,
      acknowledged_at: new Date().toISOString(),
      finished_at: null,
    })
    .onConflict((oc) => oc.columns(['customer_user_id', 'product_id']).doNothing())
    .execute();
  const riId = await productIdByName(db, 'ri 2000 dtg printer');
  await db
    .insertInto('warranty_confirmations')
    .values({ customer_user_id: contact.id, product_id: riId, confirmed_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['customer_user_id', 'product_id']).doNothing())
    .execute();
  return {
    riId,
    preVideoId: pre.id,
    postVideoId: post.id,
    itemId: item.id,
    quizId: quiz.id,
    contactId: contact.id,
  };
}

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

/**
 * Moves the contact's start of a video `seconds` into the past, as if they had been watching that
 * long: the pace rule (decision 111) counts from the stored start, and there is no other way to age it.
 */
export async function ageVideoStart(db: Db, userId: number, videoId: number, seconds: number): Promise<void> {
  // Progress is kept per step of the series, shared by the video's languages (decision 128).
  const video = await db
    .selectFrom('videos')
    .select(['group_id', 'kind', 'position'])
    .where('id', '=', videoId)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('video_progress')
    .set({ started_at: secondsAgo(seconds) })
    .where('customer_user_id', '=', userId)
    .where('group_id', '=', video.group_id)
    .where('kind', '=', video.kind)
    .where('position', '=', video.position)
    .execute();
}

/** Moves the contact's attempts at a quiz `seconds` into the past, as if the wait after them had run. */
export async function ageQuizAttempts(db: Db, userId: number, quizId: number, seconds: number): Promise<void> {
  await db
    .updateTable('quiz_attempts')
    .set({ created_at: secondsAgo(seconds) })
    .where('customer_user_id', '=', userId)
    .where('quiz_id', '=', quizId)
    .execute();
}
