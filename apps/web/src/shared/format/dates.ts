import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { formatLocale, usesSpecFormats } from './format-locale.ts';

dayjs.extend(customParseFormat);

type DateInput = string | number | Date | null | undefined;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare yyyy-MM-dd is a calendar day, not midnight UTC.
  const parsed =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, 'YYYY-MM-DD', true) : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** Orders: M/d/yy, e.g. 3/7/26 (SPEC point 9); European readers: 7/3/26 (es) or 07/03/2026 (en). */
export function formatOrderDate(value: DateInput): string {
  const date = parse(value);
  if (!date) return '';
  return usesSpecFormats()
    ? date.format('M/D/YY')
    : new Intl.DateTimeFormat(formatLocale(), { dateStyle: 'short' }).format(date.toDate());
}

/** The picker's day pattern: MM/DD/YYYY (SPEC point 9), DD/MM/YYYY for European readers. */
export function pickerDatePattern(): string {
  return usesSpecFormats() ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
}

/** Date picker and range filter display: MM/dd/yyyy (dd/MM/yyyy in Europe). */
export function formatPickerDate(value: DateInput): string {
  return parse(value)?.format(pickerDatePattern()) ?? '';
}

/** Range filter values: yyyy-MM-dd. */
export function toIsoDate(value: DateInput): string {
  return parse(value)?.format('YYYY-MM-DD') ?? '';
}

/** Invite sent: 'MM/dd/yyyy h:mm aaaa', e.g. 11/22/2026 7:05 a.m. ('aaaa' is a.m./p.m.); Europe: 22/11/2026 07:05. */
export function formatInviteDate(value: DateInput): string {
  const date = parse(value);
  if (!date) return '';
  if (!usesSpecFormats()) return date.format('DD/MM/YYYY HH:mm');
  const meridiem = date.hour() < 12 ? 'a.m.' : 'p.m.';
  return `${date.format('MM/DD/YYYY h:mm')} ${meridiem}`;
}

/** Reads a day as typed in a picker (MM/dd/yyyy, dd/MM/yyyy in Europe); null when it is not a real date. */
export function parsePickerDate(text: string): Date | null {
  const parsed = dayjs(text, pickerDatePattern(), true);
  return parsed.isValid() ? parsed.toDate() : null;
}
