import dayjs from 'dayjs';

/** The date-range presets of SPEC point 9, in order. */
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

const ISO = 'YYYY-MM-DD';

function quarterStart(day: dayjs.Dayjs): dayjs.Dayjs {
  return day.startOf('year').add(Math.floor(day.month() / 3) * 3, 'month');
}

function span(from: dayjs.Dayjs, to: dayjs.Dayjs): DateRangeValue {
  return { start: from.format(ISO), end: to.format(ISO) };
}

/** The first day of `day`'s week, for a week starting on `weekStart` (0 Sunday, 1 Monday). */
function weekOf(day: dayjs.Dayjs, weekStart: 0 | 1): dayjs.Dayjs {
  return day.subtract((day.day() - weekStart + 7) % 7, 'day');
}

/**
 * The range a preset stands for on `today`, in the browser's time zone (the list query also sends
 * that zone, so the server compares the right instants). Weeks start on `weekStart`, the same day
 * the calendar starts them on. `custom` and `all` have no bounds.
 */
export function presetRange(preset: DateRangePreset, today: Date = new Date(), weekStart: 0 | 1 = 0): DateRangeValue {
  const day = dayjs(today).startOf('day');
  switch (preset) {
    case 'today':
      return span(day, day);
    case 'yesterday':
      return span(day.subtract(1, 'day'), day.subtract(1, 'day'));
    case 'thisWeek': {
      const start = weekOf(day, weekStart);
      return span(start, start.add(6, 'day'));
    }
    case 'lastWeek': {
      const start = weekOf(day, weekStart).subtract(1, 'week');
      return span(start, start.add(6, 'day'));
    }
    case 'lastMonth': {
      const last = day.startOf('month').subtract(1, 'month');
      return span(last, last.endOf('month'));
    }
    case 'thisQuarter': {
      const start = quarterStart(day);
      return span(start, start.add(2, 'month').endOf('month'));
    }
    case 'lastQuarter': {
      const start = quarterStart(day).subtract(3, 'month');
      return span(start, start.add(2, 'month').endOf('month'));
    }
    case 'thisYear':
      return span(day.startOf('year'), day.endOf('year'));
    case 'lastYear': {
      const last = day.startOf('year').subtract(1, 'year');
      return span(last, last.endOf('year'));
    }
    case 'all':
    case 'custom':
      return { start: null, end: null };
  }
}

export function isDateRangePreset(value: unknown): value is DateRangePreset {
  return typeof value === 'string' && (DATE_RANGE_PRESETS as readonly string[]).includes(value);
}
