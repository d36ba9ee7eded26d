import type { CustomerQuiz, QuizAnswerBody } from '@owner-portal/contract/training/training';
import type { FieldErrors } from '../../plugins/http-errors.ts';

/** A quiz with its answers' correctness, as stored. */
export interface Quiz {
  id: number;
  video_id: number;
  pass_mark: number;
  questions: {
    id: number;
    text: string;
    multiple: boolean;
    answers: { id: number; text: string; correct: boolean }[];
  }[];
}

/** How an attempt went: the score and how many questions were wrong, never which. */
export type Grade = { score: number; passed: boolean; wrong_count: number; question_count: number };

/** The wait after the first failed attempt; it doubles with each further failure, up to the cap. */
export const QUIZ_RETRY_FIRST_WAIT_SECONDS = 30;
export const QUIZ_RETRY_MAX_WAIT_SECONDS = 15 * 60;

/** The wait that follows a contact's `failures`-th failed attempt at a quiz: 30 s, 60, 120, … 15 min. */
export function retryWaitSeconds(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(QUIZ_RETRY_FIRST_WAIT_SECONDS * 2 ** Math.min(failures - 1, 30), QUIZ_RETRY_MAX_WAIT_SECONDS);
}

/**
 * Whole seconds until the contact may answer again: the wait of their failures so far, from the
 * latest failed attempt (a pass starts no wait). 0 when they may answer now.
 */
export function secondsUntilRetry(failed: { count: number; latestAt: string | null }, now: Date): number {
  if (failed.count === 0 || failed.latestAt === null) return 0;
  const opensAt = new Date(failed.latestAt).getTime() + retryWaitSeconds(failed.count) * 1000;
  return Math.max(0, Math.ceil((opensAt - now.getTime()) / 1000));
}

/**
 * Field errors for answers that do not fit the quiz (answers to questions that are not in the quiz
 * are a 422, not a wrong answer), or undefined when every answer names one of its question's answers.
 */
export function answerErrors(quiz: Quiz, body: QuizAnswerBody): FieldErrors | undefined {
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  body.answers.forEach((given, i) => {
    const question = quiz.questions.find((q) => q.id === given.question_id);
    const field = `answers.${i}`;
    if (!question) {
      errors[`${field}.question_id`] = [`Question ${given.question_id} is not in this quiz.`];
      return;
    }
    if (seen.has(question.id)) errors[`${field}.question_id`] = [`Question ${question.id} is answered twice.`];
    seen.add(question.id);
    const unknown = given.answer_ids.filter((id) => !question.answers.some((a) => a.id === id));
    if (unknown.length > 0)
      errors[`${field}.answer_ids`] = [`Answer ${unknown[0]} is not an answer to question ${question.id}.`];
    else if (!question.multiple && given.answer_ids.length > 1)
      errors[`${field}.answer_ids`] = [`Question ${question.id} takes one answer.`];
  });
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** A question is right when exactly its correct answers were chosen; an unanswered one is wrong. */
export function gradeQuiz(quiz: Quiz, body: QuizAnswerBody): Grade {
  const chosen = new Map(body.answers.map((a) => [a.question_id, new Set(a.answer_ids)]));
  const wrong = quiz.questions.filter((q) => {
    const picked = chosen.get(q.id) ?? new Set<number>();
    const correct = q.answers.filter((a) => a.correct).map((a) => a.id);
    return picked.size !== correct.length || correct.some((id) => !picked.has(id));
  }).length;
  const total = quiz.questions.length;
  const score = total === 0 ? 100 : Math.floor(((total - wrong) * 100) / total);
  return { score, passed: score >= quiz.pass_mark, wrong_count: wrong, question_count: total };
}

/** The quiz as the owner sees it: the questions and answers, never which are correct. */
export function withoutAnswers(
  quiz: Quiz,
  lastAttempt: CustomerQuiz['last_attempt'],
  retryAfter: number,
): CustomerQuiz {
  return {
    id: quiz.id,
    pass_mark: quiz.pass_mark,
    questions: quiz.questions.map((q) => ({
      id: q.id,
      text: q.text,
      multiple: q.multiple,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
    })),
    last_attempt: lastAttempt,
    retry_after: retryAfter,
  };
}
