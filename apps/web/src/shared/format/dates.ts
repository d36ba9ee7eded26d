import { formatLocale, usesSpecFormats, wordsLocale } from './format-locale.ts';

// Plain Date arithmetic, not a date library (about 5 KB): these formats load with every first screen.

type DateInput = string | number | Date | null | undefined;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local calendar day year-month-day, or null when there is no such day (2026-02-30). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

function parse(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare yyyy-MM-dd is a calendar day, not midnight UTC.
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return calendarDay(Number(day[1]), Number(day[2]), Number(day[3]));
  const date = new Date(value instanceof Date ? value.getTime() : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** MM/DD/YYYY or DD/MM/YYYY, as pickerDatePattern() says. */
function pickerText(date: Date): string {
  const [day, month, year] = [pad(date.getDate()), pad(date.getMonth() + 1), pad(date.getFullYear(), 4)];
  return usesSpecFormats() ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** Orders: M/d/yy, e.g. 3/7/26, for US readers; European readers: 7/3/26 (es) or 07/03/2026 (en). */
export function formatOrderDate(value: DateInput): string {
  const date = parse(value);
  if (!date) return '';
  return usesSpecFormats()
    ? `${date.getMonth() + 1}/${date.getDate()}/${pad(date.getFullYear() % 100)}`
    : new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'short' }).format(date);
}

/** The picker's day pattern: MM/DD/YYYY for US readers, DD/MM/YYYY for European readers. */
export function pickerDatePattern(): string {
  return usesSpecFormats() ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** Date picker and range filter display: MM/dd/yyyy (dd/MM/yyyy in Europe). */
export function formatPickerDate(value: DateInput): string {
  const date = parse(value);
  return date ? pickerText(date) : '';
}

/** Range filter values: yyyy-MM-dd. */
export function toIsoDate(value: DateInput): string {
  const date = parse(value);
  return date ? `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : '';
}

/** Invite sent: 'MM/dd/yyyy h:mm aaaa', e.g. 11/22/2026 7:05 a.m. ('aaaa' is a.m./p.m.); Europe: 22/11/2026 07:05. */
export function formatInviteDate(value: DateInput): string {
  const date = parse(value);
  if (!date) return '';
  const [hour, minute] = [date.getHours(), pad(date.getMinutes())];
  if (!usesSpecFormats()) return `${pickerText(date)} ${pad(hour)}:${minute}`;
  return `${pickerText(date)} ${hour % 12 || 12}:${minute} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** Reads a day as typed in a picker (MM/dd/yyyy, dd/MM/yyyy in Europe); null when it is not a real date. */
export function parsePickerDate(text: string): Date | null {
  const parts = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!parts) return null;
  const [first, second, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return usesSpecFormats() ? calendarDay(year, first, second) : calendarDay(year, second, first);
}

/** A calendar day in words: November 24, 2026 (US), 24 November 2026 (en-GB), 24 de noviembre de 2026 (es). */
export function formatLongDate(value: DateInput): string {
  const date = parse(value);
  return date ? new Intl.DateTimeFormat(wordsLocale(), { dateStyle: 'long' }).format(date) : '';
}

/** A day of a week view: its weekday in the reader's language, then day and month in the region's order (Thu 11/26, jue 26/11). */
export function formatWeekdayDay(value: DateInput): string {
  const date = parse(value);
  if (!date) return '';
  const weekday = new Intl.DateTimeFormat(wordsLocale(), { weekday: 'short' }).format(date);
  const [month, day] = [date.getMonth() + 1, date.getDate()];
  return `${weekday} ${usesSpecFormats() ? `${month}/${day}` : `${day}/${month}`}`;
}
