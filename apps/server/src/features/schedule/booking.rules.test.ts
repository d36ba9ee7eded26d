import { describe, expect, it } from 'vitest';
import { TRAINING_MESSAGES } from '@owner-portal/contract/schedule/schedule';
import {
  cancelRefusal,
  fitsSeries,
  moveRefusal,
  needsPreTraining,
  preTrainingDone,
  slotRefusal,
} from './booking.rules.ts';

const now = Date.parse('2026-06-01T12:00:00Z');
const hours = (n: number) => now + n * 3_600_000;

describe('who may book which class', () => {
  const slot = { region: 'us' as const, cancelled: false, startsAt: hours(48) };

  it('offers a class of the owner’s region that is neither cancelled nor started', () => {
    expect(slotRefusal(slot, 'us', now)).toBeUndefined();
    for (const refused of [undefined, { ...slot, region: 'eu' as const }, { ...slot, cancelled: true }]) {
      expect(slotRefusal(refused, 'us', now)).toBe(TRAINING_MESSAGES.slotUnavailable);
    }
    expect(slotRefusal({ ...slot, startsAt: now }, 'us', now)).toBe(TRAINING_MESSAGES.slotUnavailable);
  });

  it('takes a series’ bookings only in its own classes, and any in a class of no series', () => {
    expect(fitsSeries(3, 3)).toBe(true);
    expect(fitsSeries(null, 3)).toBe(true);
    expect(fitsSeries(4, 3)).toBe(false);
  });

  it('holds a series that requires pre-training until it is done; subsidiary 3 has none to do', () => {
    expect(needsPreTraining(1, false)).toBe(true);
    expect(needsPreTraining(1, true)).toBe(false);
    expect(needsPreTraining(0, false)).toBe(false);
    expect(preTrainingDone('us', 0)).toBe(false);
    expect(preTrainingDone('us', 1)).toBe(true);
    expect(preTrainingDone('eu', 0)).toBe(true);
  });
});

describe('cancelRefusal', () => {
  it('cancels an active booking until the cutoff before the class', () => {
    for (const status of ['pending', 'booked', 'waitlisted']) {
      expect(cancelRefusal(status, hours(24), now, 24)).toBeUndefined();
    }
    expect(cancelRefusal('booked', hours(23.9), now, 24)).toBe(TRAINING_MESSAGES.cutoff(24));
    expect(cancelRefusal('pending', hours(1), now, 24)).toBe(TRAINING_MESSAGES.cutoff(24));
  });

  it('lets an owner leave a waitlist at any time: inside the cutoff, and after the class started', () => {
    for (const startsAt of [hours(23.9), hours(1), now, hours(-2)]) {
      expect(cancelRefusal('waitlisted', startsAt, now, 24)).toBeUndefined();
    }
  });

  it('refuses a cancelled booking, then one that took place, whenever the class is', () => {
    expect(cancelRefusal('cancelled', hours(1), now, 24)).toBe(TRAINING_MESSAGES.alreadyCancelled);
    expect(cancelRefusal('attended', hours(100), now, 24)).toBe(TRAINING_MESSAGES.alreadyHeld);
    expect(cancelRefusal('no_show', hours(100), now, 24)).toBe(TRAINING_MESSAGES.alreadyHeld);
  });
});

describe('moveRefusal', () => {
  it('moves a seated booking until the cutoff, and nothing else', () => {
    expect(moveRefusal('pending', hours(30), now, 24)).toBeUndefined();
    expect(moveRefusal('booked', hours(2), now, 2)).toBeUndefined();
    expect(moveRefusal('booked', hours(1), now, 2)).toBe(TRAINING_MESSAGES.cutoff(2));
    expect(moveRefusal('waitlisted', hours(100), now, 24)).toBe(TRAINING_MESSAGES.alreadyHeld);
    expect(moveRefusal('cancelled', hours(100), now, 24)).toBe(TRAINING_MESSAGES.alreadyHeld);
  });
});
