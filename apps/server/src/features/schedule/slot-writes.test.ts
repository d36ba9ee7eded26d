import { describe, expect, it } from 'vitest';
import { easternToUtcIso, utcToEastern } from '@owner-portal/contract/eastern-time';
import { weeklyDates } from './slot-writes.ts';

describe('weekly class series', () => {
  it('lists the chosen weekdays from the first date until the end date, inclusive', () => {
    // 2026-03-02 is a Monday; Tuesdays and Thursdays until Thursday 2026-03-12.
    expect(weeklyDates('2026-03-02', [2, 4], '2026-03-12')).toEqual([
      '2026-03-03',
      '2026-03-05',
      '2026-03-10',
      '2026-03-12',
    ]);
  });

  it('keeps a class at 10:00 Eastern on both sides of the spring and autumn daylight-saving changes', () => {
    // US clocks change on 2026-03-08 and 2026-11-01: the weeks after each keep 10:00 Eastern.
    const spring = weeklyDates('2026-03-03', [2], '2026-03-10').map((d) => easternToUtcIso(d, '10:00'));
    expect(spring).toEqual(['2026-03-03T15:00:00.000Z', '2026-03-10T14:00:00.000Z']);
    const autumn = weeklyDates('2026-10-27', [2], '2026-11-03').map((d) => easternToUtcIso(d, '10:00'));
    expect(autumn).toEqual(['2026-10-27T14:00:00.000Z', '2026-11-03T15:00:00.000Z']);
    expect([...spring, ...autumn].map((s) => utcToEastern(s).time)).toEqual(['10:00', '10:00', '10:00', '10:00']);
  });
});
