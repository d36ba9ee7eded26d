import { describe, expect, it } from 'vitest';
import { isNewer, sourceTime, upsertOutcome } from './upsert.rules.ts';

describe('an upsert applies only a change newer than the stored one', () => {
  it('applies a later updated_at, and any to a record without one', () => {
    expect(isNewer('2026-11-26T10:00:00.001Z', '2026-11-26T10:00:00.000Z')).toBe(true);
    expect(isNewer('2026-11-26T10:00:00Z', null)).toBe(true);
  });

  it('ignores a replay (the same instant, in any offset) and an older one', () => {
    expect(isNewer('2026-11-26T10:00:00Z', '2026-11-26T10:00:00.000Z')).toBe(false);
    expect(isNewer('2026-11-26T11:00:00+01:00', '2026-11-26T10:00:00.000Z')).toBe(false);
    expect(isNewer('2026-11-25T23:59:59Z', '2026-11-26T10:00:00.000Z')).toBe(false);
  });

  it('stores the instant in UTC, so the engines compare the same text', () => {
    expect(sourceTime('2026-11-26T11:00:00+01:00')).toBe('2026-11-26T10:00:00.000Z');
  });

  it('answers 201 for a record it created and 200 otherwise', () => {
    expect(upsertOutcome(true, true)).toEqual({ status: 201, applied: true });
    expect(upsertOutcome(false, true)).toEqual({ status: 200, applied: true });
    expect(upsertOutcome(false, false)).toEqual({ status: 200, applied: false });
  });
});
