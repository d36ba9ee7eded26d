import { TRAINING_TIME_ZONE } from '@owner-portal/contract/constants';

/** Training times are entered and shown in Eastern Time, America/New_York (SPEC point 9). */
export const EASTERN_TIME_ZONE = TRAINING_TIME_ZONE;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** MM/dd/yyyy of an instant, in Eastern Time. */
export function formatEasternDate(value: string | Date): string {
  return dateFormat.format(new Date(value));
}

/** h:mm AM/PM EST|EDT of an instant, in Eastern Time. */
export function formatEasternTime(value: string | Date): string {
  return timeFormat.format(new Date(value));
}

/** Minutes Eastern Time is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function easternOffsetMinutes(instant: Date): number {
  const parts = Object.fromEntries(partsFormat.formatToParts(instant).map((p) => [p.type, p.value]));
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant of an Eastern wall-clock time: date yyyy-MM-dd and time HH:mm, as an ISO string in UTC. */
export function easternToUtcIso(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  // Two passes settle the offset on the far side of a daylight-saving change.
  let instant = wallAsUtc - easternOffsetMinutes(new Date(wallAsUtc)) * 60_000;
  instant = wallAsUtc - easternOffsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant).toISOString();
}
