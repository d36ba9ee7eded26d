import * as rruleModule from 'rrule';
import { MAX_REPEATED_SLOTS, TRAINING_MESSAGES } from '@owner-portal/contract/schedule/schedule';
import { capacityRefusal } from './seats.rules.ts';

/** What staff may plan and change of classes (decision 080). Times are epoch milliseconds. */

export type Refusal = { field: string; message: string };

// rrule has an ES build (what vitest loads) and a CommonJS one (what Node's loader gives the bundled
// server, as a default export only).
const { RRule } = (rruleModule as unknown as { default?: typeof rruleModule }).default ?? rruleModule;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/**
 * The Eastern dates of a weekly series. rrule walks wall-clock dates written as UTC ("floating"
 * times), so each class keeps its Eastern time across a daylight-saving change.
 */
export function weeklyDates(first: string, weekdays: number[], until: string): string[] {
  const [y, m, d] = first.split('-').map(Number);
  const [uy, um, ud] = until.split('-').map(Number);
  const rule = new RRule({
    freq: RRule.WEEKLY,
    // Ours count from Sunday = 0; rrule's from Monday = 0.
    byweekday: weekdays.map((w) => (w + 6) % 7),
    dtstart: new Date(Date.UTC(y!, m! - 1, d!)),
    until: new Date(Date.UTC(uy!, um! - 1, ud!, 23, 59)),
  });
  return rule.all((_date, i) => i < MAX_REPEATED_SLOTS + 1).map(dayOf);
}

/** A weekly series ends on or after its first date and makes between 1 and MAX_REPEATED_SLOTS classes. */
export function repeatRefusal(first: string, until: string, dates: readonly string[]): Refusal | undefined {
  if (until < first) return { field: 'repeat.until', message: TRAINING_MESSAGES.untilBeforeStart };
  if (dates.length > MAX_REPEATED_SLOTS)
    return { field: 'repeat.until', message: TRAINING_MESSAGES.tooManySlots(MAX_REPEATED_SLOTS) };
  if (dates.length === 0) return { field: 'repeat.weekdays', message: TRAINING_MESSAGES.untilBeforeStart };
  return undefined;
}

/** New classes start in the future. */
export const startsRefusal = (starts: readonly number[], now: number): Refusal | undefined =>
  starts.some((start) => start <= now) ? { field: 'date', message: TRAINING_MESSAGES.slotInPast } : undefined;

/** A cancelled class stays cancelled; the capacity keeps the seats taken; a moved class moves to the future. */
export function slotEditRefusal(
  before: { cancelled: boolean; seatsTaken: number },
  edit: { capacity: number; moved: boolean; startsAt: number },
  now: number,
): Refusal | undefined {
  if (before.cancelled) return { field: 'id', message: TRAINING_MESSAGES.slotCancelled };
  const capacity = capacityRefusal(edit.capacity, before.seatsTaken);
  if (capacity) return { field: 'capacity', message: capacity };
  if (edit.moved && edit.startsAt <= now) return { field: 'date', message: TRAINING_MESSAGES.slotInPast };
  return undefined;
}

type OwnerFacts = { startsAt: string; classLink?: string | null; locationId: number; durationMinutes: number };

/** An edit owners must hear of (a new invite SEQUENCE, a mail to each): the time, link, place or length changed. */
export const tellsOwners = (before: OwnerFacts, after: OwnerFacts) =>
  after.startsAt !== before.startsAt ||
  after.classLink !== before.classLink ||
  after.locationId !== before.locationId ||
  after.durationMinutes !== before.durationMinutes;
