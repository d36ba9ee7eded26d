import { formatWeekdayDay } from '../../../../shared/format/dates.ts';
import { utcToEastern } from '../../../../shared/format/eastern-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const parse = (day: string) => new Date(`${day}T12:00:00Z`);

export function addDays(day: string, n: number): string {
  const d = parse(day);
  d.setUTCDate(d.getUTCDate() + n);
  return toDay(d);
}

/** The Sunday that starts the week of a day (yyyy-MM-dd); the en-US calendar starts on Sunday. */
export function weekStart(day: string): string {
  return addDays(day, -parse(day).getUTCDay());
}

/** Today in Eastern Time, the schedule's clock. */
export const easternToday = () => utcToEastern(new Date()).date;

export const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The seven days of a week, each with its weekday and date as the reader writes them. */
export function weekDays(start: string): { day: string; label: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(start, i);
    return { day, label: formatWeekdayDay(day) };
  });
}
