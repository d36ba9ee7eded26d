import { describe, expect, it } from 'vitest';
import { endpointAfterAttempt, isDelivered, nextAttemptAt, SCHEDULED_ATTEMPTS } from './delivery.rules.ts';

const HOUR = 3600_000;

describe('the retry schedule', () => {
  it('tries again 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 14 h after each failure, then stops', () => {
    const delays = Array.from({ length: SCHEDULED_ATTEMPTS }, (_, i) => nextAttemptAt(i + 1, 0));
    expect(delays).toEqual([5000, 300_000, 1_800_000, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, null]);
  });

  it('spans more than a day from the first attempt to the last', () => {
    let at = 0;
    for (let attempt = 1; attempt < SCHEDULED_ATTEMPTS; attempt++) at = nextAttemptAt(attempt, at)!;
    expect(at).toBeGreaterThan(24 * HOUR);
    expect(at).toBeLessThan(36 * HOUR);
  });

  it('counts only 2xx as delivered', () => {
    expect([200, 201, 204, 299].map(isDelivered)).toEqual([true, true, true, true]);
    expect([null, 199, 301, 400, 410, 500].map(isDelivered)).toEqual([false, false, false, false, false, false]);
  });
});

describe("an endpoint's health", () => {
  it('starts failing at its first failed attempt and is disabled once that was a day ago', () => {
    expect(endpointAfterAttempt({ failingSince: null }, false, 1000)).toEqual({ failingSince: 1000, disable: false });
    expect(endpointAfterAttempt({ failingSince: 1000 }, false, 1000 + 23 * HOUR)).toEqual({
      failingSince: 1000,
      disable: false,
    });
    expect(endpointAfterAttempt({ failingSince: 1000 }, false, 1000 + 24 * HOUR)).toEqual({
      failingSince: 1000,
      disable: true,
    });
  });

  it('is healthy again after one delivered attempt', () => {
    expect(endpointAfterAttempt({ failingSince: 1000 }, true, 1000 + 30 * HOUR)).toEqual({
      failingSince: null,
      disable: false,
    });
  });
});
