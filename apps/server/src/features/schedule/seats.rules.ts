import { SEAT_HOLDING, TRAINING_MESSAGES, type AppointmentStatus } from '@owner-portal/contract/schedule/schedule';

/**
 * A class's seats (decision 080). The counter itself is `seats_taken`, changed only by the guarded
 * updates in seats.repository.ts, so parallel bookings never oversell; these rules say what a seat,
 * or the lack of one, means for a booking.
 */

/** A booking still on: one per company and series (the partial unique index), and what a class cancellation cancels. */
export const ACTIVE_STATUSES = ['pending', 'booked', 'waitlisted'] as const satisfies readonly AppointmentStatus[];

/** Pending and booked appointments hold a seat; a waitlisted one does not. */
export const SEATED_STATUSES: readonly AppointmentStatus[] = SEAT_HOLDING;
export const holdsSeat = (status: string) => (SEATED_STATUSES as readonly string[]).includes(status);

/** What an owner is shown of a class's free seats (never below 0). */
export const seatsLeft = (capacity: number, seatsTaken: number) => Math.max(0, capacity - seatsTaken);

/** A seated booking waits for the rep when its series asks for approval; so does one promoted from the waitlist. */
export const seatedStatus = (requiresRepApproval: boolean | number): 'pending' | 'booked' =>
  requiresRepApproval ? 'pending' : 'booked';

/**
 * A booking's status once the seat was tried: seated (booked or pending), else on the waitlist when
 * the owner asked for it; undefined when the class is full and the owner did not.
 */
export function bookingStatus(outcome: {
  seated: boolean;
  waitlist: boolean;
  requiresRepApproval: boolean | number;
}): 'booked' | 'pending' | 'waitlisted' | undefined {
  if (outcome.seated) return seatedStatus(outcome.requiresRepApproval);
  return outcome.waitlist ? 'waitlisted' : undefined;
}

/** Staff may raise a capacity or lower it to the seats taken, not below. */
export const capacityRefusal = (capacity: number, seatsTaken: number) =>
  capacity < seatsTaken ? TRAINING_MESSAGES.capacityBelowTaken(seatsTaken) : undefined;
