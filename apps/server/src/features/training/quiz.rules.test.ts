import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  gradeQuiz,
  retryWaitSeconds,
  secondsUntilRetry,
  withoutAnswers,
  type Quiz,
} from './quiz.rules.ts';

const quiz: Quiz = {
  id: 5,
  video_id: 9,
  pass_mark: 60,
  questions: [
    {
      id: 1,
      text: 'Hoop size?',
      multiple: false,
      answers: [
        { id: 11, text: 'Small', correct: true },
        { id: 12, text: 'Large', correct: false },
      ],
    },
    {
      id: 2,
      text: 'Which threads?',
      multiple: true,
      answers: [
        { id: 21, text: 'Rayon', correct: true },
        { id: 22, text: 'Polyester', correct: true },
        { id: 23, text: 'Wool', correct: false },
      ],
    },
    {
      id: 3,
      text: 'Oil the hook?',
      multiple: false,
      answers: [
        { id: 31, text: 'Yes', correct: true },
        { id: 32, text: 'No', correct: false },
      ],
    },
  ],
};

describe('gradeQuiz', () => {
  it('scores the share of right questions, rounded down, and passes at the pass mark', () => {
    const grade = gradeQuiz(quiz, {
      answers: [
        { question_id: 1, answer_ids: [11] },
        { question_id: 2, answer_ids: [21, 22] },
        { question_id: 3, answer_ids: [32] },
      ],
    });
    expect(grade).toEqual({ score: 66, passed: true, wrong_count: 1, question_count: 3 });
  });

  it('counts a question right only when exactly its correct answers are chosen; an unanswered one is wrong', () => {
    const grade = gradeQuiz(quiz, {
      answers: [
        { question_id: 1, answer_ids: [11] },
        { question_id: 2, answer_ids: [21] },
      ],
    });
    expect(grade).toEqual({ score: 33, passed: false, wrong_count: 2, question_count: 3 });
    expect(gradeQuiz(quiz, { answers: [{ question_id: 2, answer_ids: [21, 22, 23] }] }).wrong_count).toBe(3);
  });

  it('passes a quiz without questions', () => {
    expect(gradeQuiz({ ...quiz, questions: [] }, { answers: [] })).toEqual({
      score: 100,
      passed: true,
      wrong_count: 0,
      question_count: 0,
    });
  });

  it('says how many questions were wrong, never which', () => {
    const grade = gradeQuiz(quiz, { answers: [{ question_id: 1, answer_ids: [12] }] });
    expect(Object.keys(grade).sort()).toEqual(['passed', 'question_count', 'score', 'wrong_count']);
    expect(JSON.stringify(grade)).not.toMatch(/question_id|\[\d/);
  });
});

describe('the wait after a failed attempt', () => {
  it('is 30 s after the first failure and doubles with each one, up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(retryWaitSeconds)).toEqual([0, 30, 60, 120, 240, 480, 900, 900, 900]);
  });

  it('runs from the latest failed attempt, in whole seconds rounded up', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    expect(secondsUntilRetry({ count: 0, latestAt: null }, now)).toBe(0);
    expect(secondsUntilRetry({ count: 1, latestAt: '2026-11-26T10:00:00.000Z' }, now)).toBe(30);
    expect(secondsUntilRetry({ count: 1, latestAt: '2026-11-26T09:59:40.500Z' }, now)).toBe(11);
    expect(secondsUntilRetry({ count: 1, latestAt: '2026-11-26T09:59:30.000Z' }, now)).toBe(0);
    expect(secondsUntilRetry({ count: 3, latestAt: '2026-11-26T09:59:30.000Z' }, now)).toBe(90);
  });
});

describe('answerErrors', () => {
  it('accepts answers that name answers of their questions', () => {
    expect(answerErrors(quiz, { answers: [{ question_id: 2, answer_ids: [21, 23] }] })).toBeUndefined();
  });

  it('names a question not in the quiz, one answered twice, a foreign answer and two answers to a single-choice question', () => {
    expect(
      answerErrors(quiz, {
        answers: [
          { question_id: 99, answer_ids: [11] },
          { question_id: 1, answer_ids: [11, 12] },
          { question_id: 1, answer_ids: [21] },
        ],
      }),
    ).toEqual({
      'answers.0.question_id': ['Question 99 is not in this quiz.'],
      'answers.1.answer_ids': ['Question 1 takes one answer.'],
      'answers.2.question_id': ['Question 1 is answered twice.'],
      'answers.2.answer_ids': ['Answer 21 is not an answer to question 1.'],
    });
  });
});

describe('withoutAnswers', () => {
  it('shows the questions and answers but never which answers are correct', () => {
    const shown = withoutAnswers(quiz, { score: 66, passed: true }, 0);
    expect(shown.questions[0]).toEqual({
      id: 1,
      text: 'Hoop size?',
      multiple: false,
      answers: [
        { id: 11, text: 'Small' },
        { id: 12, text: 'Large' },
      ],
    });
    expect(JSON.stringify(shown)).not.toContain('correct');
    expect(shown.last_attempt).toEqual({ score: 66, passed: true });
  });
});
