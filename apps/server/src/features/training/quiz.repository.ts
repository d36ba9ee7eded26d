import type { CustomerQuiz } from '@owner-portal/contract/training/training';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import type { Quiz } from './quiz.rules.ts';

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

/** Keeps every attempt; replies how many the contact has made at this quiz. */
export async function recordAttempt(
  db: Db,
  attempt: { userId: number; quizId: number; answers: unknown; score: number; passed: boolean },
): Promise<number> {
  return inTransaction(db, async (trx) => {
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
    return Number(count);
  });
}
