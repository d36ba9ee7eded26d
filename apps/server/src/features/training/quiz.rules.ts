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

export type Grade = { score: number; passed: boolean; wrong_question_ids: number[] };

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
  const wrong = quiz.questions
    .filter((q) => {
      const picked = chosen.get(q.id) ?? new Set<number>();
      const correct = q.answers.filter((a) => a.correct).map((a) => a.id);
      return picked.size !== correct.length || correct.some((id) => !picked.has(id));
    })
    .map((q) => q.id);
  const total = quiz.questions.length;
  const score = total === 0 ? 100 : Math.floor(((total - wrong.length) * 100) / total);
  return { score, passed: score >= quiz.pass_mark, wrong_question_ids: wrong };
}

/** The quiz as the owner sees it: the questions and answers, never which are correct. */
export function withoutAnswers(quiz: Quiz, lastAttempt: CustomerQuiz['last_attempt']): CustomerQuiz {
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
  };
}
