import { describe, expect, it } from 'vitest';
import { utcToEastern, utcToZoned, zonedToUtcIso } from './eastern-time.ts';

describe('a location clock beside Eastern Time (Hamburg = Europe/Berlin)', () => {
  it('reads 10:00 in Hamburg in winter as 04:00 Eastern and back', () => {
    const iso = zonedToUtcIso('2026-12-03', '10:00', 'Europe/Berlin');
    expect(iso).toBe('2026-12-03T09:00:00.000Z');
    expect(utcToEastern(iso)).toEqual({ date: '2026-12-03', time: '04:00' });
    expect(utcToZoned(iso, 'Europe/Berlin')).toEqual({ date: '2026-12-03', time: '10:00' });
  });

  it('follows summer time on both sides, and the weeks when only one side has changed', () => {
    expect(zonedToUtcIso('2026-07-02', '10:00', 'Europe/Berlin')).toBe('2026-07-02T08:00:00.000Z');
    // 2026-03-20: New York is on summer time, Berlin not yet: five hours apart, not six.
    const iso = zonedToUtcIso('2026-03-20', '10:00', 'Europe/Berlin');
    expect(utcToEastern(iso)).toEqual({ date: '2026-03-20', time: '05:00' });
  });
});
