import { describe, expect, it } from 'vitest';
import { bookingStatus, capacityRefusal, holdsSeat, seatedStatus, seatsLeft } from './seats.rules.ts';

describe('seats', () => {
  it('shows the free seats, never fewer than none', () => {
    expect(seatsLeft(8, 3)).toBe(5);
    expect(seatsLeft(8, 8)).toBe(0);
    // A capacity lowered by hand below the seats taken still shows none, not a negative count.
    expect(seatsLeft(4, 6)).toBe(0);
  });

  it('counts pending and booked appointments as holding a seat, and no other status', () => {
    expect(['pending', 'booked', 'waitlisted', 'cancelled', 'attended', 'no_show'].filter(holdsSeat)).toEqual([
      'pending',
      'booked',
    ]);
  });
});

describe('bookingStatus', () => {
  it('books a seated owner, or leaves the booking pending when the series waits for the rep', () => {
    expect(bookingStatus({ seated: true, waitlist: false, requiresRepApproval: 0 })).toBe('booked');
    expect(bookingStatus({ seated: true, waitlist: true, requiresRepApproval: 1 })).toBe('pending');
  });

  it('puts an owner without a seat on the waitlist only when asked; otherwise the class is full', () => {
    expect(bookingStatus({ seated: false, waitlist: true, requiresRepApproval: 1 })).toBe('waitlisted');
    expect(bookingStatus({ seated: false, waitlist: false, requiresRepApproval: 0 })).toBeUndefined();
  });

  it('gives the first on the waitlist a seat the way a booking gets one', () => {
    expect(seatedStatus(false)).toBe('booked');
    expect(seatedStatus(1)).toBe('pending');
  });
});

describe('capacityRefusal', () => {
  it('lets staff lower a capacity to the seats taken but not below', () => {
    expect(capacityRefusal(5, 5)).toBeUndefined();
    expect(capacityRefusal(12, 5)).toBeUndefined();
    expect(capacityRefusal(4, 5)).toBe('The capacity may not be lower than the 5 seats already taken.');
  });
});
