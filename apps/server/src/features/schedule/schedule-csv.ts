import { utcToEastern, utcToZoned } from '@owner-portal/contract/eastern-time';
import { TRAINING_TIME_ZONE } from '@owner-portal/contract/constants';
import type { AdminSlot, TrainingLocation } from '@owner-portal/contract/schedule/schedule';
import type { CsvValue } from '../../shared/csv.ts';

/** The columns of a schedule's CSV: the week view's facts, one class a line, in the order staff read them. */
export const SCHEDULE_CSV_COLUMNS = [
  'id',
  'date',
  'time',
  'location_name',
  'local_time',
  'duration_minutes',
  'training_topic',
  'group_name',
  'type_name',
  'lang_code',
  'capacity',
  'seats_taken',
  'waitlist_count',
  'pending_count',
  'cancelled',
  'class_link',
] as const;

type ScheduleCsvRow = Record<(typeof SCHEDULE_CSV_COLUMNS)[number], CsvValue>;

/**
 * Each class as a line: its Eastern date and time (how the schedule is entered and shown), and the
 * wall clock of a location with a clock of its own ("2026-11-27 15:00 Europe/Berlin"), else empty.
 */
export async function* scheduleCsvRows(
  slots: readonly AdminSlot[],
  locations: readonly TrainingLocation[],
): AsyncIterable<ScheduleCsvRow> {
  const zoneOf = new Map(locations.map((l) => [l.id, l.time_zone]));
  for (const slot of slots) {
    const eastern = utcToEastern(slot.time);
    const zone = zoneOf.get(slot.location_id) ?? TRAINING_TIME_ZONE;
    const local = zone === TRAINING_TIME_ZONE ? null : utcToZoned(slot.time, zone);
    yield {
      id: slot.id,
      date: eastern.date,
      time: eastern.time,
      location_name: slot.location.name,
      local_time: local && `${local.date} ${local.time} ${zone}`,
      duration_minutes: slot.duration_minutes,
      training_topic: slot.training_topic,
      group_name: slot.group_name,
      type_name: slot.type_name,
      lang_code: slot.lang_code,
      capacity: slot.capacity,
      seats_taken: slot.seats_taken,
      waitlist_count: slot.waitlist_count,
      pending_count: slot.pending_count,
      cancelled: Boolean(slot.cancelled),
      class_link: slot.class_link,
    };
  }
}
