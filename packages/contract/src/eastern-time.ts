import { TRAINING_TIME_ZONE } from './constants.ts';

/** Training times are entered and shown in Eastern Time, America/New_York, whatever the reader's zone. */
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TRAINING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function easternParts(instant: Date) {
  const p = Object.fromEntries(partsFormat.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute!, second: p.second! };
}

/** Minutes Eastern Time is ahead of UTC at an instant (-300 in winter, -240 in summer). */
function easternOffsetMinutes(instant: Date): number {
  const p = easternParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
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

const pad = (n: number) => String(n).padStart(2, '0');

/** The Eastern wall-clock date (yyyy-MM-dd) and time (HH:mm) of an instant. */
export function utcToEastern(value: string | Date): { date: string; time: string } {
  const p = easternParts(new Date(value));
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneParts(instant: Date, zone: string) {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  const p = Object.fromEntries(format.formatToParts(instant).map((x) => [x.type, Number(x.value)]));
  return { year: p.year!, month: p.month!, day: p.day!, hour: p.hour!, minute: p.minute! };
}

/** The wall-clock date (yyyy-MM-dd) and time (HH:mm) of an instant in a zone (a location's, decision 129). */
export function utcToZoned(value: string | Date, zone: string): { date: string; time: string } {
  const p = zoneParts(new Date(value), zone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** The instant of a wall-clock date and time in a zone, as an ISO string in UTC (two passes, as for Eastern). */
export function zonedToUtcIso(date: string, time: string, zone: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  const offset = (instant: number) => {
    const p = zoneParts(new Date(instant), zone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(instant / 60_000) * 60_000;
  };
  let instant = wallAsUtc - offset(wallAsUtc);
  instant = wallAsUtc - offset(instant);
  return new Date(instant).toISOString();
}
