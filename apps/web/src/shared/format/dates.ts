import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

type DateInput = string | number | Date | null | undefined;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  // A bare yyyy-MM-dd is a calendar day, not midnight UTC.
  const parsed =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, 'YYYY-MM-DD', true) : dayjs(value);
  return parsed.isValid() ? parsed : null;
}

/** Orders: M/d/yy, e.g. 3/7/26 (SPEC point 9). */
export function formatOrderDate(value: DateInput): string {
  return parse(value)?.format('M/D/YY') ?? '';
}

/** Date picker and range filter display: MM/dd/yyyy. */
export function formatPickerDate(value: DateInput): string {
  return parse(value)?.format('MM/DD/YYYY') ?? '';
}

/** Range filter values: yyyy-MM-dd. */
export function toIsoDate(value: DateInput): string {
  return parse(value)?.format('YYYY-MM-DD') ?? '';
}

/** Invite sent: 'MM/dd/yyyy h:mm aaaa', e.g. 11/22/2026 7:05 a.m. ('aaaa' is a.m./p.m.). */
export function formatInviteDate(value: DateInput): string {
  const date = parse(value);
  if (!date) return '';
  const meridiem = date.hour() < 12 ? 'a.m.' : 'p.m.';
  return `${date.format('MM/DD/YYYY h:mm')} ${meridiem}`;
}

/** Reads MM/dd/yyyy as typed in a picker; null when it is not a real date. */
export function parsePickerDate(text: string): Date | null {
  const parsed = dayjs(text, 'MM/DD/YYYY', true);
  return parsed.isValid() ? parsed.toDate() : null;
}
