import { describe, expect, it } from 'vitest';
import {
  acceptedReport,
  allowedTime,
  hasPostTraining,
  hasPretraining,
  isFinishable,
  pacedProgress,
} from './progress.rules.ts';

describe('acceptedReport', () => {
  it('earns complete only from 90 % of the duration', () => {
    expect(acceptedReport({ time: 107.9, complete: true }, 120)).toEqual({ time: 107.9, completeNeeds: null });
    expect(acceptedReport({ time: 108, complete: true }, 120)).toEqual({ time: 108, completeNeeds: 108 });
    expect(acceptedReport({ time: 119, complete: false }, 120)).toEqual({ time: 119, completeNeeds: null });
  });

  it('counts up to 1 s beyond the duration as its end, and ignores a time further beyond', () => {
    expect(acceptedReport({ time: 12.04, complete: true }, 12)).toEqual({ time: 12, completeNeeds: 10.8 });
    expect(acceptedReport({ time: 13, complete: true }, 12)).toEqual({ time: 12, completeNeeds: 10.8 });
    expect(acceptedReport({ time: 13.01, complete: true }, 12)).toBeUndefined();
  });

  it('takes a video of unknown duration to be at least a minute long, with no slack for its end', () => {
    expect(acceptedReport({ time: 3, complete: true }, 0)).toEqual({ time: 3, completeNeeds: 70 });
    expect(acceptedReport({ time: 300, complete: true }, 0)).toEqual({ time: 300, completeNeeds: 310 });
    expect(acceptedReport({ time: 300, complete: false }, 0)).toEqual({ time: 300, completeNeeds: null });
  });
});

describe('the pace of a video (pacedProgress)', () => {
  const end = (duration: number) => acceptedReport({ time: duration, complete: true }, duration)!;

  it('allows twice the wall-clock time since the first report, plus 10 s', () => {
    expect(allowedTime(0)).toBe(10);
    expect(allowedTime(60)).toBe(130);
    expect(allowedTime(-5)).toBe(10);
  });

  it('clamps a report ahead of the pace to the allowed time, and completes only once the allowance reaches 90 %', () => {
    expect(pacedProgress(end(600), 0)).toEqual({ time: 10, complete: false });
    expect(pacedProgress(end(600), 264.9)).toEqual({ time: 539.8, complete: false });
    expect(pacedProgress(end(600), 265)).toEqual({ time: 540, complete: true });
    expect(pacedProgress(end(600), 295)).toEqual({ time: 600, complete: true });
  });

  it('takes a report within the pace as it is', () => {
    expect(pacedProgress(acceptedReport({ time: 35, complete: false }, 600)!, 30)).toEqual({
      time: 35,
      complete: false,
    });
  });

  it('lets a clip shorter than the slack complete at once', () => {
    expect(pacedProgress(end(8), 0)).toEqual({ time: 8, complete: true });
  });

  it('completes a video of unknown duration only after half its reported time, and half a minute at least', () => {
    const at = (time: number) => acceptedReport({ time, complete: true }, 0)!;
    expect(pacedProgress(at(0), 0).complete).toBe(false);
    expect(pacedProgress(at(0), 29.9).complete).toBe(false);
    expect(pacedProgress(at(0), 30).complete).toBe(true);
    expect(pacedProgress(at(300), 149).complete).toBe(false);
    expect(pacedProgress(at(300), 150)).toEqual({ time: 300, complete: true });
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
