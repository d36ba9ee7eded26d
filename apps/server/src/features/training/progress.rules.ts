import {
  COMPLETE_SHARE,
  type PostTrainingState,
  type PretrainingState,
} from '@owner-portal/contract/training/training';

/**
 * Players report the end a little past the stored duration (a 12.04 s clip stored as 12 s), so a
 * report up to this far beyond it counts as the end; further beyond, it is not a real position.
 */
export const END_TOLERANCE_SECONDS = 1;

/**
 * What a player's report may change (the server decides progress; a player only reports it).
 * Undefined: nothing. `complete` is granted only from 90 % of the duration; a time beyond the
 * duration changes nothing; going backwards in a complete video is refused by the save itself (see
 * saveProgress).
 */
export function acceptedReport(
  report: { time: number; complete: boolean },
  durationSeconds: number,
): { time: number; complete: boolean } | undefined {
  if (durationSeconds <= 0) return { time: report.time, complete: report.complete };
  if (report.time > durationSeconds + END_TOLERANCE_SECONDS) return undefined;
  const time = Math.min(report.time, durationSeconds);
  return { time, complete: report.complete && time >= COMPLETE_SHARE * durationSeconds };
}

type PretrainingProgress = Pick<
  PretrainingState,
  'acknowledged_at' | 'videos_total' | 'videos_complete' | 'quizzes_total' | 'quizzes_passed'
>;

/** A product has pre-training in a language when its series has pre-training videos in it. */
export const hasPretraining = (s: Pick<PretrainingState, 'videos_total'>) => s.videos_total > 0;

/** A product has post-training in a language when it has videos or resources in it. */
export const hasPostTraining = (s: Pick<PostTrainingState, 'videos_total' | 'resources_total'>) =>
  s.videos_total + s.resources_total > 0;

/** Finishing needs the warning acknowledged, every video complete and every quiz passed. */
export const isFinishable = (s: PretrainingProgress) =>
  s.acknowledged_at !== null &&
  hasPretraining(s) &&
  s.videos_complete === s.videos_total &&
  s.quizzes_passed === s.quizzes_total;
