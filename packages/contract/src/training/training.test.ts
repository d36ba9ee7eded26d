import { describe, expect, it } from 'vitest';
import {
  isRiWarrantyProduct,
  isVisionDtgProduct,
  quizAnswerBody,
  videoProgressBody,
  WARRANTY_LINE_KEYS,
  WARRANTY_TEXT,
} from './training.ts';

describe('product rules by name: the Ri 1000/2000 warranty and the vision DTG warning', () => {
  it('recognises the Ri 1000/2000 and the vision DTG printer', () => {
    expect(isRiWarrantyProduct('ri 2000 dtg printer')).toBe(true);
    expect(isRiWarrantyProduct('Ri 1000 DTG')).toBe(true);
    expect(isRiWarrantyProduct('Ricoma ri 3000')).toBe(false);
    expect(isRiWarrantyProduct('persona pro 1501')).toBe(false);
    expect(isVisionDtgProduct('vision dtg printer')).toBe(true);
    expect(isVisionDtgProduct('vision embroidery')).toBe(false);
  });

  it('has the seven warranty lines in both languages', () => {
    expect(WARRANTY_LINE_KEYS).toHaveLength(7);
    for (const lang of ['en', 'es'] as const)
      for (const key of WARRANTY_LINE_KEYS) expect(WARRANTY_TEXT[lang].lines[key].length).toBeGreaterThan(5);
    expect(WARRANTY_TEXT.en.lines.humidity).toBe('Humidity 45% to 80%.');
  });
});

describe('request bodies', () => {
  it('refuses a negative time and unknown fields in a progress report', () => {
    expect(videoProgressBody.safeParse({ time: 3.5, complete: true }).success).toBe(true);
    expect(videoProgressBody.safeParse({ time: -1 }).error?.issues[0]?.message).toBe('The time may not be negative.');
    expect(videoProgressBody.safeParse({ time: 1, watched: 100 }).success).toBe(false);
  });

  it('takes answers as question ids with answer ids', () => {
    expect(quizAnswerBody.safeParse({ answers: [{ question_id: 1, answer_ids: [2, 3] }] }).success).toBe(true);
    expect(quizAnswerBody.safeParse({ answers: [{ question_id: 'one', answer_ids: [] }] }).success).toBe(false);
  });
});
