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
 * The pace a video can be watched at (decision 111): from a contact's first report of a video, a
 * player can have reached at most the wall-clock time since then at this playback rate...
 */
export const MAX_PLAYBACK_RATE = 2;
/**
 * ...plus this: the player first reports after 5 s of playing (2.5 s at 2×), and the network adds
 * its delay, so the first report and the ones after it pass.
 */
export const PACE_SLACK_SECONDS = 10;
/**
 * A video whose duration is unknown (0) is taken to be at least this long: its `complete` waits for
 * the wall-clock time of the reported time (or of this) at the top rate, with no slack.
 */
export const UNKNOWN_DURATION_FLOOR_SECONDS = 60;

/**
 * A report the pace rule still has to cap: the time to save, and the allowance (see allowedTime)
 * that `complete` needs, or null when the report does not earn it whatever the pace.
 */
export interface AcceptedReport {
  time: number;
  completeNeeds: number | null;
}

/**
 * What a player's report may change (the server decides progress; a player only reports it).
 * Undefined: nothing. `complete` needs 90 % of the duration; a time beyond the duration changes
 * nothing; going backwards in a complete video is refused by the save itself (see saveProgress).
 */
export function acceptedReport(
  report: { time: number; complete: boolean },
  durationSeconds: number,
): AcceptedReport | undefined {
  if (durationSeconds <= 0) {
    const needs = Math.max(report.time, UNKNOWN_DURATION_FLOOR_SECONDS) + PACE_SLACK_SECONDS;
    return { time: report.time, completeNeeds: report.complete ? needs : null };
  }
  if (report.time > durationSeconds + END_TOLERANCE_SECONDS) return undefined;
  const time = Math.min(report.time, durationSeconds);
  const share = COMPLETE_SHARE * durationSeconds;
  return { time, completeNeeds: report.complete && time >= share ? share : null };
}

/** The furthest a player can be `elapsedSeconds` after the contact's first report of the video. */
export const allowedTime = (elapsedSeconds: number) =>
  Math.max(0, elapsedSeconds) * MAX_PLAYBACK_RATE + PACE_SLACK_SECONDS;

/**
 * The progress a report earns at a pace: its time capped at the allowed time (a report beyond it is
 * clamped, not refused), and complete once the allowed time reaches what completion needs. The save
 * applies the same rule in SQL to a stored start (videos.repository.ts); this is it for a new start.
 */
export function pacedProgress(report: AcceptedReport, elapsedSeconds: number): { time: number; complete: boolean } {
  const allowed = allowedTime(elapsedSeconds);
  return {
    time: Math.min(report.time, allowed),
    complete: report.completeNeeds !== null && allowed >= report.completeNeeds,
  };
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
