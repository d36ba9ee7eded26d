import { describe, expect, it } from 'vitest';
import { dayRange, startOfDayIn } from './paging.ts';

describe('dayRange (start_date / end_date with tz)', () => {
  it('keeps UTC days without a time zone', () => {
    expect(dayRange('2026-03-02', '2026-03-03')).toEqual({
      from: '2026-03-02T00:00:00.000Z',
      to: '2026-03-04T00:00:00.000Z',
    });
  });

  it('bounds the days of a reader in UTC+14 and one in UTC-10', () => {
    expect(dayRange('2026-11-22', '2026-11-22', 'Pacific/Kiritimati')).toEqual({
      from: '2026-11-21T10:00:00.000Z',
      to: '2026-11-22T10:00:00.000Z',
    });
    expect(dayRange('2026-11-22', '2026-11-22', 'Pacific/Honolulu')).toEqual({
      from: '2026-11-22T10:00:00.000Z',
      to: '2026-11-23T10:00:00.000Z',
    });
  });

  it('finds midnight on both sides of a daylight-saving change', () => {
    // New York moves to EDT at 2:00 on 8 March 2026 and back to EST on 1 November 2026.
    expect(startOfDayIn('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfDayIn('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(startOfDayIn('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(startOfDayIn('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
  });

  it('leaves out a bound that was not given', () => {
    expect(dayRange(undefined, '2026-03-03', 'Europe/Madrid')).toEqual({ to: '2026-03-03T23:00:00.000Z' });
    expect(dayRange()).toEqual({});
  });
});
