import * as rruleModule from 'rrule';
import { easternToUtcIso } from '@owner-portal/contract/eastern-time';
import {
  MAX_REPEATED_SLOTS,
  TRAINING_MESSAGES,
  type AdminSlot,
  type SlotCreateBody,
  type SlotUpdateBody,
  type TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import { promoteFromWaitlist, type ScheduleEvent } from './booking.ts';
import {
  findLocation,
  findSlot,
  insertSlots,
  listSlots,
  type SlotRecord,
  type SlotValues,
} from './slots.repository.ts';

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

function valuesOf(body: SlotCreateBody | SlotUpdateBody, startsAt: string): SlotValues {
  return {
    location_id: body.location_id,
    template_id: body.template_id ?? null,
    group_id: body.group_id ?? null,
    machine_type_id: body.machine_type_id ?? null,
    starts_at: startsAt,
    duration_minutes: body.duration_minutes,
    type_name: body.type_name,
    training_topic: body.training_topic,
    lang_code: body.lang_code,
    capacity: body.capacity,
    class_link: body.class_link ?? null,
    class_note: body.class_note ?? null,
  };
}

async function checkLocation(db: Db, region: TrainingRegion, locationId: number) {
  if (!(await findLocation(db, region, locationId)))
    throw fieldError('location_id', 'Choose a location of this schedule.');
}

/** One class, or one per chosen weekday until the end date; all in the future, at most MAX_REPEATED_SLOTS. */
export async function createSlots(db: Db, region: TrainingRegion, body: SlotCreateBody): Promise<AdminSlot[]> {
  await checkLocation(db, region, body.location_id);
  let dates = [body.date];
  if (body.repeat) {
    if (body.repeat.until < body.date) throw fieldError('repeat.until', TRAINING_MESSAGES.untilBeforeStart);
    dates = weeklyDates(body.date, body.repeat.weekdays, body.repeat.until);
    if (dates.length > MAX_REPEATED_SLOTS)
      throw fieldError('repeat.until', TRAINING_MESSAGES.tooManySlots(MAX_REPEATED_SLOTS));
    if (dates.length === 0) throw fieldError('repeat.weekdays', TRAINING_MESSAGES.untilBeforeStart);
  }
  const starts = dates.map((date) => easternToUtcIso(date, body.time));
  if (starts.some((s) => Date.parse(s) <= Date.now())) throw fieldError('date', TRAINING_MESSAGES.slotInPast);
  const ids = await insertSlots(
    db,
    starts.map((s) => valuesOf(body, s)),
  );
  const created = await listSlots(db, region, {});
  return created.filter((s) => ids.includes(s.id));
}

/**
 * Edits a class. A new start is a move: the invite's SEQUENCE goes up and every active appointment
 * is told. A larger capacity gives the new seats to the waitlist, first come first served.
 */
export async function updateSlot(
  db: Db,
  region: TrainingRegion,
  before: SlotRecord,
  body: SlotUpdateBody,
): Promise<{ slot: AdminSlot; events: ScheduleEvent[] }> {
  await checkLocation(db, region, body.location_id);
  if (before.cancelled) throw fieldError('id', TRAINING_MESSAGES.slotCancelled);
  if (body.capacity < before.seats_taken)
    throw fieldError('capacity', TRAINING_MESSAGES.capacityBelowTaken(before.seats_taken));
  const startsAt = easternToUtcIso(body.date, body.time);
  const moved = startsAt !== before.starts_at;
  if (moved && Date.parse(startsAt) <= Date.now()) throw fieldError('date', TRAINING_MESSAGES.slotInPast);
  const changedForOwners =
    moved ||
    body.class_link !== before.class_link ||
    body.location_id !== before.location_id ||
    body.duration_minutes !== before.duration_minutes;

  const events = await inTransaction(db, async (trx) => {
    await trx
      .updateTable('training_slots')
      .set({
        ...valuesOf(body, startsAt),
        ...(body.video_record_url !== undefined ? { video_record_url: body.video_record_url } : {}),
        ...(body.video_record_url_complete !== undefined
          ? { video_record_url_complete: body.video_record_url_complete }
          : {}),
        ...(changedForOwners ? { sequence: before.sequence + 1 } : {}),
        updated_at: nowIso(),
      })
      .where('id', '=', before.id)
      .execute();
    const out: ScheduleEvent[] = [];
    if (changedForOwners) {
      const active = await trx
        .selectFrom('training_appointments')
        .select('id')
        .where('slot_id', '=', before.id)
        .where('status', 'in', ['pending', 'booked'])
        .execute();
      out.push(...active.map((a) => ({ kind: 'moved' as const, appointmentId: a.id })));
    }
    return out;
  });
  const promoted = await promoteFromWaitlist(db, before.id);
  return { slot: (await findSlot(db, before.id))!, events: [...events, ...promoted] };
}
