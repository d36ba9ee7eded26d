import type { CustomerQuiz } from '@owner-portal/contract/training/training';
import type { Db } from '../../db/database.ts';
import { inTransaction, isPostgres, nowIso, toIso } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import { retryWaitSeconds, secondsUntilRetry, type Quiz } from './quiz.rules.ts';

async function loadQuiz(db: Db, where: { quizId: number } | { videoId: number }): Promise<Quiz | undefined> {
  const quiz = await db
    .selectFrom('quizzes')
    .select(['id', 'video_id', 'pass_mark_percent'])
    .$call((q) => ('quizId' in where ? q.where('id', '=', where.quizId) : q.where('video_id', '=', where.videoId)))
    .executeTakeFirst();
  if (!quiz) return undefined;
  const rows = await db
    .selectFrom('quiz_questions as qq')
    .leftJoin('quiz_answers as qa', 'qa.question_id', 'qq.id')
    .select([
      'qq.id as question_id',
      'qq.text as question',
      'qq.multiple',
      'qa.id as answer_id',
      'qa.text as answer',
      'qa.is_correct',
    ])
    .where('qq.quiz_id', '=', quiz.id)
    .orderBy('qq.position')
    .orderBy('qq.id')
    .orderBy('qa.position')
    .orderBy('qa.id')
    .execute();
  const questions = new Map<number, Quiz['questions'][number]>();
  for (const r of rows) {
    let question = questions.get(r.question_id);
    if (!question) {
      question = { id: r.question_id, text: r.question, multiple: r.multiple === 1, answers: [] };
      questions.set(r.question_id, question);
    }
    if (r.answer_id !== null)
      question.answers.push({ id: r.answer_id, text: r.answer ?? '', correct: r.is_correct === 1 });
  }
  return {
    id: quiz.id,
    video_id: quiz.video_id,
    pass_mark: quiz.pass_mark_percent,
    questions: [...questions.values()],
  };
}

export const quizOfVideo = (db: Db, videoId: number) => loadQuiz(db, { videoId });
export const quizById = (db: Db, quizId: number) => loadQuiz(db, { quizId });

export async function lastAttempt(db: Db, userId: number, quizId: number): Promise<CustomerQuiz['last_attempt']> {
  const row = await db
    .selectFrom('quiz_attempts')
    .select(['score', 'passed'])
    .where('customer_user_id', '=', userId)
    .where('quiz_id', '=', quizId)
    .orderBy('id', 'desc')
    .limit(limitOf(1))
    .executeTakeFirst();
  return row ? { score: row.score, passed: row.passed === 1 } : null;
}

/** The contact's failed attempts at a quiz: how many, and when the latest was made. */
async function failedAttempts(db: Db, userId: number, quizId: number) {
  const row = await db
    .selectFrom('quiz_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('created_at').as('latest_at')])
    .where('customer_user_id', '=', userId)
    .where('quiz_id', '=', quizId)
    .where('passed', '=', 0)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), latestAt: row.latest_at === null ? null : toIso(row.latest_at) };
}

/** Seconds until the contact may answer the quiz again (0: now). */
export async function retryAfter(db: Db, userId: number, quizId: number): Promise<number> {
  return secondsUntilRetry(await failedAttempts(db, userId, quizId), new Date());
}

export type AttemptOutcome =
  { recorded: true; attempts: number; retryAfter: number } | { recorded: false; retryAfter: number };

/**
 * Keeps the attempt, unless the wait after the contact's failed attempts still runs: then nothing is
 * recorded. The check and the insert share a transaction that holds the contact's row (PostgreSQL;
 * SQLite's BEGIN IMMEDIATE already serialises writes), so parallel attempts queue and each sees the
 * failure before it: at most one is counted per wait.
 */
export async function recordAttempt(
  db: Db,
  attempt: { userId: number; quizId: number; answers: unknown; score: number; passed: boolean },
): Promise<AttemptOutcome> {
  return inTransaction(db, async (trx) => {
    if (isPostgres(trx))
      await trx.selectFrom('customer_users').select('id').where('id', '=', attempt.userId).forNoKeyUpdate().execute();
    const failed = await failedAttempts(trx, attempt.userId, attempt.quizId);
    const wait = secondsUntilRetry(failed, new Date());
    if (wait > 0) return { recorded: false, retryAfter: wait };
    await trx
      .insertInto('quiz_attempts')
      .values({
        customer_user_id: attempt.userId,
        quiz_id: attempt.quizId,
        answers: JSON.stringify(attempt.answers),
        score: attempt.score,
        passed: attempt.passed ? 1 : 0,
        created_at: nowIso(),
      })
      .execute();
    const { count } = await trx
      .selectFrom('quiz_attempts')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('customer_user_id', '=', attempt.userId)
      .where('quiz_id', '=', attempt.quizId)
      .executeTakeFirstOrThrow();
    return {
      recorded: true,
      attempts: Number(count),
      retryAfter: attempt.passed ? 0 : retryWaitSeconds(failed.count + 1),
    };
  });
}
