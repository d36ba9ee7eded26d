import { describe, expect, it } from 'vitest';
import { acceptedReport, hasPostTraining, hasPretraining, isFinishable } from './progress.rules.ts';

describe('acceptedReport', () => {
  it('grants complete only from 90 % of the duration', () => {
    expect(acceptedReport({ time: 107.9, complete: true }, 120)).toEqual({ time: 107.9, complete: false });
    expect(acceptedReport({ time: 108, complete: true }, 120)).toEqual({ time: 108, complete: true });
    expect(acceptedReport({ time: 119, complete: false }, 120)).toEqual({ time: 119, complete: false });
  });

  it('counts up to 1 s beyond the duration as its end, and ignores a time further beyond', () => {
    expect(acceptedReport({ time: 12.04, complete: true }, 12)).toEqual({ time: 12, complete: true });
    expect(acceptedReport({ time: 13, complete: true }, 12)).toEqual({ time: 12, complete: true });
    expect(acceptedReport({ time: 13.01, complete: true }, 12)).toBeUndefined();
  });

  it("takes the player's word for a video whose duration is unknown", () => {
    expect(acceptedReport({ time: 3, complete: true }, 0)).toEqual({ time: 3, complete: true });
  });
});

describe('pre- and post-training completion', () => {
  const done = {
    acknowledged_at: '2026-05-01T10:00:00.000Z',
    videos_total: 3,
    videos_complete: 3,
    quizzes_total: 1,
    quizzes_passed: 1,
  };

  it('finishes once the warning is acknowledged, every video complete and every quiz passed', () => {
    expect(isFinishable(done)).toBe(true);
    expect(isFinishable({ ...done, quizzes_total: 0, quizzes_passed: 0 })).toBe(true);
  });

  it('does not finish without the acknowledgement, with a video or quiz left, or with no videos at all', () => {
    expect(isFinishable({ ...done, acknowledged_at: null })).toBe(false);
    expect(isFinishable({ ...done, videos_complete: 2 })).toBe(false);
    expect(isFinishable({ ...done, quizzes_passed: 0 })).toBe(false);
    expect(isFinishable({ ...done, videos_total: 0, videos_complete: 0, quizzes_total: 0, quizzes_passed: 0 })).toBe(
      false,
    );
  });

  it('lists a product for pre-training when it has videos, and for post-training when it has videos or resources', () => {
    expect(hasPretraining({ videos_total: 0 })).toBe(false);
    expect(hasPretraining({ videos_total: 1 })).toBe(true);
    expect(hasPostTraining({ videos_total: 0, resources_total: 0 })).toBe(false);
    expect(hasPostTraining({ videos_total: 0, resources_total: 2 })).toBe(true);
  });
});
