import { describe, expect, it } from 'vitest';
import { presetRange } from './date-range.ts';
import type { DateRangePreset } from './date-range.ts';

// Wednesday 18 November 2026.
const today = new Date(2026, 10, 18);

describe('date-range presets: whole calendar days, weeks, months, quarters and years around today', () => {
  it.each<[DateRangePreset, string | null, string | null]>([
    ['all', null, null],
    ['today', '2026-11-18', '2026-11-18'],
    ['yesterday', '2026-11-17', '2026-11-17'],
    ['thisWeek', '2026-11-15', '2026-11-21'],
    ['lastWeek', '2026-11-08', '2026-11-14'],
    ['lastMonth', '2026-10-01', '2026-10-31'],
    ['thisQuarter', '2026-10-01', '2026-12-31'],
    ['lastQuarter', '2026-07-01', '2026-09-30'],
    ['thisYear', '2026-01-01', '2026-12-31'],
    ['lastYear', '2025-01-01', '2025-12-31'],
    ['custom', null, null],
  ])('%s → %s to %s', (preset, start, end) => {
    expect(presetRange(preset, today)).toEqual({ start, end });
  });

  it('last month of January is December of the year before', () => {
    expect(presetRange('lastMonth', new Date(2026, 0, 10))).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('last quarter of the first quarter is the previous year’s fourth', () => {
    expect(presetRange('lastQuarter', new Date(2026, 1, 10))).toEqual({ start: '2025-10-01', end: '2025-12-31' });
  });

  it('starts the week presets on Monday for European readers, as their calendar does', () => {
    expect(presetRange('thisWeek', today, 1)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetRange('lastWeek', today, 1)).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    // A Sunday belongs to the week that began the Monday before.
    expect(presetRange('thisWeek', new Date(2026, 10, 22), 1)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetRange('thisWeek', new Date(2026, 10, 22), 0)).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });
});
