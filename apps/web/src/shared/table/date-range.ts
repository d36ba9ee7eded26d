import { toIsoDate } from '../format/dates.ts';

/** The date-range presets, in the order the filter offers them. */
export const DATE_RANGE_PRESETS = [
  'all',
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'lastMonth',
  'thisQuarter',
  'lastQuarter',
  'thisYear',
  'lastYear',
  'custom',
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

/** A range as the API takes it: yyyy-MM-dd values, or null for no bound. */
export interface DateRangeValue {
  start: string | null;
  end: string | null;
}

/** A local calendar day; the Date constructor carries a month or day out of range into the next. */
const day = (year: number, month: number, date: number) => new Date(year, month, date);

function span(from: Date, to: Date): DateRangeValue {
  return { start: toIsoDate(from), end: toIsoDate(to) };
}

/** Whole months from `fromMonth` to `toMonth` of `year` (either may run outside 0-11). */
function months(year: number, fromMonth: number, toMonth: number): DateRangeValue {
  return span(day(year, fromMonth, 1), day(year, toMonth + 1, 0));
}

/**
 * The range a preset stands for on `today`, in the browser's time zone (the list query also sends
 * that zone, so the server compares the right instants). Weeks start on `weekStart`, the same day
 * the calendar starts them on. `custom` and `all` have no bounds.
 */
export function presetRange(preset: DateRangePreset, today: Date = new Date(), weekStart: 0 | 1 = 0): DateRangeValue {
  const [year, month, date] = [today.getFullYear(), today.getMonth(), today.getDate()];
  // The first day of this week, for a week starting on `weekStart` (0 Sunday, 1 Monday).
  const weekStarted = date - ((today.getDay() - weekStart + 7) % 7);
  const quarter = Math.floor(month / 3) * 3;
  switch (preset) {
    case 'today':
      return span(day(year, month, date), day(year, month, date));
    case 'yesterday':
      return span(day(year, month, date - 1), day(year, month, date - 1));
    case 'thisWeek':
      return span(day(year, month, weekStarted), day(year, month, weekStarted + 6));
    case 'lastWeek':
      return span(day(year, month, weekStarted - 7), day(year, month, weekStarted - 1));
    case 'lastMonth':
      return months(year, month - 1, month - 1);
    case 'thisQuarter':
      return months(year, quarter, quarter + 2);
    case 'lastQuarter':
      return months(year, quarter - 3, quarter - 1);
    case 'thisYear':
      return months(year, 0, 11);
    case 'lastYear':
      return months(year - 1, 0, 11);
    case 'all':
    case 'custom':
      return { start: null, end: null };
  }
}

export function isDateRangePreset(value: unknown): value is DateRangePreset {
  return typeof value === 'string' && (DATE_RANGE_PRESETS as readonly string[]).includes(value);
}
