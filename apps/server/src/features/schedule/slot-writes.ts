import { zonedToUtcIso } from '@owner-portal/contract/eastern-time';
import { TRAINING_TIME_ZONE } from '@owner-portal/contract/constants';
import { TRAINING_MESSAGES } from '@owner-portal/contract/schedule/schedule';
import type {
  AdminSlot,
  SlotCreateBody,
  SlotUpdateBody,
  TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/database.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import { appointmentIdsOf } from './appointment-writes.repository.ts';
import { promoteFromWaitlist, type ScheduleEvent } from './booking.ts';
import { SEATED_STATUSES } from './seats.rules.ts';
import { lockSlots, seatState } from './seats.repository.ts';
import { insertSlots, updateSlotRow, type SlotValues } from './slot-writes.repository.ts';
import { findLocation, findSlot, listSlots, type SlotRecord } from './slots.repository.ts';
import {
  repeatRefusal,
  slotEditRefusal,
  startsRefusal,
  tellsOwners,
  weeklyDates,
  type Refusal,
} from './slots.rules.ts';

const refuse = ({ field, message }: Refusal) => fieldError(field, message);

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

/**
 * The clock a class's date, time and repeat are written in: Eastern Time, or the location's own;
 * a location of the other region (or none) is refused.
 */
async function entryClock(db: Db, region: TrainingRegion, body: SlotCreateBody | SlotUpdateBody): Promise<string> {
  const location = await findLocation(db, region, body.location_id);
  if (!location) throw fieldError('location_id', 'Choose a location of this schedule.');
  const zone = body.time_zone ?? TRAINING_TIME_ZONE;
  if (zone !== TRAINING_TIME_ZONE && zone !== location.time_zone)
    throw fieldError('time_zone', TRAINING_MESSAGES.clockOfLocation);
  return zone;
}

/** One class, or one per chosen weekday of the entry clock until the end date; all in the future, at most MAX_REPEATED_SLOTS. */
export async function createSlots(db: Db, region: TrainingRegion, body: SlotCreateBody): Promise<AdminSlot[]> {
  const zone = await entryClock(db, region, body);
  // The weekdays are the entry clock's: a class at 03:00 on Tuesdays in Hamburg is Monday evening in Eastern Time.
  let dates = [body.date];
  if (body.repeat) {
    dates = weeklyDates(body.date, body.repeat.weekdays, body.repeat.until);
    const refusal = repeatRefusal(body.date, body.repeat.until, dates);
    if (refusal) throw refuse(refusal);
  }
  const starts = dates.map((date) => zonedToUtcIso(date, body.time, zone));
  const inPast = startsRefusal(
    starts.map((s) => Date.parse(s)),
    Date.now(),
  );
  if (inPast) throw refuse(inPast);
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
  const startsAt = zonedToUtcIso(body.date, body.time, await entryClock(db, region, body));
  const edit = { capacity: body.capacity, moved: startsAt !== before.starts_at, startsAt: Date.parse(startsAt) };
  const refusal = slotEditRefusal(
    { cancelled: Boolean(before.cancelled), seatsTaken: before.seats_taken },
    edit,
    Date.now(),
  );
  if (refusal) throw refuse(refusal);
  const changedForOwners = tellsOwners(
    {
      startsAt: before.starts_at,
      classLink: before.class_link,
      locationId: before.location_id,
      durationMinutes: before.duration_minutes,
    },
    {
      startsAt,
      classLink: body.class_link,
      locationId: body.location_id,
      durationMinutes: body.duration_minutes,
    },
  );

  const events = await inTransaction(db, async (trx) => {
    // Seats may have been taken (or the class cancelled) since `before` was read: the rules again, under the lock.
    await lockSlots(trx, [before.id]);
    const late = slotEditRefusal(await seatState(trx, before.id), edit, Date.now());
    if (late) throw refuse(late);
    await updateSlotRow(trx, before.id, {
      ...valuesOf(body, startsAt),
      ...(body.video_record_url !== undefined ? { video_record_url: body.video_record_url } : {}),
      ...(body.video_record_url_complete !== undefined
        ? { video_record_url_complete: body.video_record_url_complete }
        : {}),
      ...(changedForOwners ? { sequence: before.sequence + 1 } : {}),
    });
    // The owners of seated bookings get the changed invite; the waitlist has none yet.
    const seated = changedForOwners ? await appointmentIdsOf(trx, before.id, SEATED_STATUSES) : [];
    return seated.map((id) => ({ kind: 'moved' as const, appointmentId: id }));
  });
  const promoted = await promoteFromWaitlist(db, before.id);
  return { slot: (await findSlot(db, before.id))!, events: [...events, ...promoted] };
}
