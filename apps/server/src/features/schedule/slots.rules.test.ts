import { describe, expect, it } from 'vitest';
import { easternToUtcIso, utcToEastern } from '@owner-portal/contract/eastern-time';
import { MAX_REPEATED_SLOTS, TRAINING_MESSAGES } from '@owner-portal/contract/schedule/schedule';
import { repeatRefusal, slotEditRefusal, startsRefusal, tellsOwners, weeklyDates } from './slots.rules.ts';

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

describe('repeatRefusal', () => {
  it('refuses an end before the first date, too many classes, or none at all', () => {
    expect(repeatRefusal('2026-03-02', '2026-03-12', ['2026-03-03'])).toBeUndefined();
    expect(repeatRefusal('2026-03-02', '2026-03-01', [])).toEqual({
      field: 'repeat.until',
      message: TRAINING_MESSAGES.untilBeforeStart,
    });
    const many = Array.from({ length: MAX_REPEATED_SLOTS + 1 }, () => '2026-03-03');
    expect(repeatRefusal('2026-03-02', '2027-03-02', many)).toEqual({
      field: 'repeat.until',
      message: TRAINING_MESSAGES.tooManySlots(MAX_REPEATED_SLOTS),
    });
    expect(repeatRefusal('2026-03-02', '2026-03-02', [])).toEqual({
      field: 'repeat.weekdays',
      message: TRAINING_MESSAGES.untilBeforeStart,
    });
  });
});

describe('class edits', () => {
  const now = Date.parse('2026-06-01T12:00:00Z');
  const later = now + 86_400_000;

  it('plans classes in the future only', () => {
    expect(startsRefusal([later, later + 1], now)).toBeUndefined();
    expect(startsRefusal([later, now], now)).toEqual({ field: 'date', message: TRAINING_MESSAGES.slotInPast });
  });

  it('refuses editing a cancelled class, a capacity below the seats taken, and a move into the past', () => {
    const open = { cancelled: false, seatsTaken: 5 };
    expect(slotEditRefusal(open, { capacity: 5, moved: true, startsAt: later }, now)).toBeUndefined();
    expect(slotEditRefusal({ ...open, cancelled: true }, { capacity: 9, moved: false, startsAt: later }, now)).toEqual({
      field: 'id',
      message: TRAINING_MESSAGES.slotCancelled,
    });
    expect(slotEditRefusal(open, { capacity: 4, moved: false, startsAt: later }, now)?.field).toBe('capacity');
    expect(slotEditRefusal(open, { capacity: 5, moved: true, startsAt: now }, now)).toEqual({
      field: 'date',
      message: TRAINING_MESSAGES.slotInPast,
    });
    // A class already under way may still be edited (its recording added) as long as it does not move.
    expect(slotEditRefusal(open, { capacity: 5, moved: false, startsAt: now - 1 }, now)).toBeUndefined();
  });

  it('tells owners of a new time, link, place or length, and not of a new topic or capacity', () => {
    const before = {
      startsAt: '2026-06-02T14:00:00.000Z',
      classLink: 'https://meet.example.com/a',
      locationId: 1,
      durationMinutes: 90,
    };
    expect(tellsOwners(before, { ...before })).toBe(false);
    expect(tellsOwners(before, { ...before, startsAt: '2026-06-02T15:00:00.000Z' })).toBe(true);
    expect(tellsOwners(before, { ...before, classLink: null })).toBe(true);
    expect(tellsOwners(before, { ...before, locationId: 2 })).toBe(true);
    expect(tellsOwners(before, { ...before, durationMinutes: 60 })).toBe(true);
  });
});
