import { usesSpecFormats, wordsLocale } from './format-locale.ts';

/** An instant with the zone it is read in: the kind of value the schedule and the audit stamps show. */
type Instant = string | number | Date;

const pad = (value: number) => String(value).padStart(2, '0');

/** The reader's own IANA time zone, e.g. Europe/Berlin; undefined where the browser cannot tell. */
export function viewerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const wallFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone: year, month, day, hour (0-23), minute. */
function wallClock(instant: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let format = wallFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallFormats.set(key, format);
  }
  const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** The zone's short name at that instant: EST, EDT, GMT+1 (the same abbreviations in every language). */
function zoneName(instant: Date, timeZone: string | undefined): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(instant);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** MM/dd/yyyy for US readers, dd/MM/yyyy in Europe, of the instant's day in the zone. */
export function formatZonedDate(value: Instant, timeZone?: string): string {
  const { year, month, day } = wallClock(new Date(value), timeZone);
  return usesSpecFormats() ? `${pad(month)}/${pad(day)}/${year}` : `${pad(day)}/${pad(month)}/${year}`;
}

/** h:mm AM EST for US readers, 08:00 EST in Europe. */
export function formatZonedTime(value: Instant, timeZone?: string): string {
  const instant = new Date(value);
  const { hour, minute } = wallClock(instant, timeZone);
  const time = usesSpecFormats()
    ? `${hour % 12 || 12}:${pad(minute)} ${hour < 12 ? 'AM' : 'PM'}`
    : `${pad(hour)}:${pad(minute)}`;
  return `${time} ${zoneName(instant, timeZone)}`;
}

/** The date, time and zone of an instant: 12/02/2026 8:00 AM EST (US), 02/12/2026 08:00 EST (Europe). */
export function formatZonedDateTime(value: Instant, timeZone?: string): string {
  return `${formatZonedDate(value, timeZone)} ${formatZonedTime(value, timeZone)}`;
}

/** A weekday and time in a zone, in the reader's language: Thu 4:00 PM GMT+1, jue 16:00 GMT+1. */
export function formatZonedWeekdayTime(value: Instant, timeZone?: string): string {
  const instant = new Date(value);
  const weekday = new Intl.DateTimeFormat(wordsLocale(), { timeZone, weekday: 'short' }).format(instant);
  return `${weekday} ${formatZonedTime(instant, timeZone)}`;
}

/** Whether two zones' clocks read the same at that instant (then a second time beside the first says nothing). */
export function sameWallClock(value: Instant, zone: string, other: string): boolean {
  const [a, b] = [wallClock(new Date(value), zone), wallClock(new Date(value), other)];
  return a.day === b.day && a.hour === b.hour && a.minute === b.minute;
}

/** A stamp (a confirmation, a finish) in the reader's own zone, in the region's date order, with the zone named. */
export function formatReaderDateTime(value: Instant | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return formatZonedDateTime(value, viewerTimeZone());
}
