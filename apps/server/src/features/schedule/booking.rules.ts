import { TRAINING_MESSAGES, type TrainingRegion } from '@owner-portal/contract/schedule/schedule';
import { ACTIVE_STATUSES, holdsSeat } from './seats.rules.ts';

/** Who may book, move or cancel which class, and until when (decision 080). Times are epoch milliseconds. */

const HOUR_MS = 3_600_000;

/** Subsidiary 3 has no pre-training, so nothing stands before its bookings. */
export const preTrainingDone = (region: TrainingRegion, unlockedTrainings: number) =>
  region === 'eu' || unlockedTrainings === 1;

/** A series that requires pre-training waits for it. */
export const needsPreTraining = (required: boolean | number, done: boolean) => Boolean(required) && !done;

/** A class that may be booked or moved to: of the owner's region, not cancelled and not started. */
export function slotRefusal(
  slot: { region: TrainingRegion; cancelled: boolean; startsAt: number } | undefined,
  region: TrainingRegion,
  now: number,
): string | undefined {
  if (!slot || slot.region !== region || slot.cancelled || slot.startsAt <= now)
    return TRAINING_MESSAGES.slotUnavailable;
  return undefined;
}

/** A class of a series takes only that series' bookings; a class of none takes any. */
export const fitsSeries = (slotGroupId: number | null, groupId: number) =>
  slotGroupId === null || slotGroupId === groupId;

const pastCutoff = (startsAt: number, now: number, cutoffHours: number) => startsAt - now < cutoffHours * HOUR_MS;

/**
 * An owner cancels a seated booking until the cutoff before the class. Leaving a waitlist is always
 * allowed: no seat is given up, so nobody's plans depend on it, and staying on would only bring an
 * unwanted seat at the last minute.
 */
export function cancelRefusal(status: string, startsAt: number, now: number, cutoffHours: number): string | undefined {
  if (status === 'cancelled') return TRAINING_MESSAGES.alreadyCancelled;
  if (!(ACTIVE_STATUSES as readonly string[]).includes(status)) return TRAINING_MESSAGES.alreadyHeld;
  if (holdsSeat(status) && pastCutoff(startsAt, now, cutoffHours)) return TRAINING_MESSAGES.cutoff(cutoffHours);
  return undefined;
}

/** An owner moves a seated booking (pending or booked) until the cutoff before its class. */
export function moveRefusal(status: string, startsAt: number, now: number, cutoffHours: number): string | undefined {
  if (!holdsSeat(status)) return TRAINING_MESSAGES.alreadyHeld;
  if (pastCutoff(startsAt, now, cutoffHours)) return TRAINING_MESSAGES.cutoff(cutoffHours);
  return undefined;
}
