import {
  TRAINING_MESSAGES,
  type Appointment,
  type BookingBody,
  type TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso, toIso } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { HttpError, fieldError } from '../../plugins/http-errors.ts';
import {
  appointmentIdsOf,
  appointmentStatus,
  cancelAppointmentsOf,
  changeStatus,
  insertAppointment,
  moveAppointment,
  updatePhone,
} from './appointment-writes.repository.ts';
import { findOwnedUnit, findSeries } from './appointments.repository.ts';
import { cancelRefusal, fitsSeries, moveRefusal, needsPreTraining, slotRefusal } from './booking.rules.ts';
import { ACTIVE_STATUSES, SEATED_STATUSES, bookingStatus, holdsSeat, seatedStatus } from './seats.rules.ts';
import { firstWaitlisted, lockSlots, releaseSeat, takeSeat } from './seats.repository.ts';
import { cancelSlotRow } from './slot-writes.repository.ts';
import { findBookableSlot, slotFacts } from './slots.repository.ts';

/** What happened to whom: each outcome becomes an e-mail with a calendar invite (schedule-mail.ts). */
export type ScheduleEvent =
  /** A fresh booking carries its class's start (UTC ISO), so its reminders need no second read. */
  | { kind: 'booked'; appointmentId: number; startsAt?: string }
  | { kind: 'pending' | 'waitlisted' | 'approved' | 'promoted' | 'cancelled'; appointmentId: number }
  | { kind: 'moved' | 'slot-cancelled'; appointmentId: number };

export interface Booker {
  customerId: number;
  customerUserId: number;
  region: TrainingRegion;
  /** The series' required pre-training is done, or the owner has none (subsidiary 3). */
  preTrainingDone: boolean;
}

const conflict = (message: string, field = 'slot_id') => new HttpError(409, message, { [field]: [message] });

/** The facts the booking rules read of a class, as plain values. */
const slotState = (slot: Awaited<ReturnType<typeof findBookableSlot>>) =>
  slot && { region: slot.region, cancelled: Boolean(slot.cancelled_at), startsAt: Date.parse(toIso(slot.starts_at)) };

/**
 * POST training/book. In order: the class is open, in the owner's region and not started; it takes
 * this series; the company owns a machine of the series, whose required pre-training is done; then a
 * seat, the waitlist or a 409. The seat is taken by one conditional update and the partial unique
 * index refuses a second active booking per series, in one transaction (the route's, with its audit
 * entry and mail jobs). The reply is made from what was read on the way.
 */
export async function bookSlot(
  db: Db,
  booker: Booker,
  body: BookingBody,
): Promise<{ appointment: Appointment; event: ScheduleEvent }> {
  const slot = await findBookableSlot(db, body.slot_id);
  const unavailable = slotRefusal(slotState(slot), booker.region, Date.now());
  if (!slot || unavailable) throw fieldError('slot_id', unavailable ?? TRAINING_MESSAGES.slotUnavailable);
  const startsAt = toIso(slot.starts_at);
  if (!fitsSeries(slot.group_id, body.group_id)) throw fieldError('group_id', TRAINING_MESSAGES.slotWrongSeries);

  const group = await findSeries(db, body.group_id);
  const unit = group ? await findOwnedUnit(db, booker.customerId, body.group_id, body.product_id) : undefined;
  if (!group || !unit) throw fieldError('group_id', TRAINING_MESSAGES.notOwned);
  if (needsPreTraining(group.required, booker.preTrainingDone))
    throw fieldError('group_id', TRAINING_MESSAGES.preTrainingFirst);

  try {
    return await inTransaction(db, async (trx) => {
      await lockSlots(trx, [slot.id]);
      const status = bookingStatus({
        seated: await takeSeat(trx, slot.id),
        waitlist: body.waitlist === true,
        requiresRepApproval: group.requires_rep_approval,
      });
      if (!status) throw conflict(TRAINING_MESSAGES.full);
      const now = nowIso();
      const id = await insertAppointment(trx, {
        slotId: slot.id,
        customerId: booker.customerId,
        customerUserId: booker.customerUserId,
        groupId: body.group_id,
        productId: unit.product_id,
        serialNumber: unit.serial_number,
        phone: body.phone,
        status,
        now,
      });
      const appointment: Appointment = {
        id,
        cancelled: 0,
        status,
        phone: body.phone,
        created_at: now,
        product_group: { id: group.id, name: group.name },
        product: { id: unit.product_id, display_name: unit.display_name, serial_number: unit.serial_number },
        time_slot: { id: slot.id, ...slotFacts(slot) },
      };
      const event: ScheduleEvent =
        status === 'booked' ? { kind: status, appointmentId: id, startsAt } : { kind: status, appointmentId: id };
      return { appointment, event };
    });
  } catch (err) {
    if (uniqueViolation(err)) throw conflict(TRAINING_MESSAGES.alreadyBooked, 'group_id');
    throw err;
  }
}

/**
 * Frees an appointment's seat and gives it to the first on the waitlist, in the caller's
 * transaction. Returns the promoted appointment's id.
 */
async function passSeatOn(trx: Db, slotId: number): Promise<number | null> {
  for (let next = await firstWaitlisted(trx, slotId); next; next = await firstWaitlisted(trx, slotId)) {
    if (!(await takeSeat(trx, slotId))) return null;
    const group = await findSeries(trx, next.group_id);
    if (await changeStatus(trx, next.id, ['waitlisted'], seatedStatus(group?.requires_rep_approval ?? false))) {
      return next.id;
    }
    // They left the waitlist meanwhile: the seat was never theirs, so it goes back before the next in line.
    await releaseSeat(trx, slotId);
  }
  return null;
}

/** Gives every free seat of a class to the waitlist, in order (after staff raise the capacity). */
export async function promoteFromWaitlist(db: Db, slotId: number): Promise<ScheduleEvent[]> {
  return inTransaction(db, async (trx) => {
    await lockSlots(trx, [slotId]);
    const events: ScheduleEvent[] = [];
    for (let promoted = await passSeatOn(trx, slotId); promoted; promoted = await passSeatOn(trx, slotId)) {
      events.push({ kind: 'promoted', appointmentId: promoted });
    }
    return events;
  });
}

/** An owner's cancellation: until the cutoff before the start; the freed seat goes to the waitlist. */
export async function cancelAppointment(
  db: Db,
  appointment: { id: number; slot_id: number; starts_at: string | Date },
  cutoffHours: number,
): Promise<ScheduleEvent[]> {
  const startsAt = new Date(appointment.starts_at).getTime();
  return inTransaction(db, async (trx) => {
    // The status is read again under the class's lock: the one read before may be stale (promoted
    // from the waitlist since), and the seat freed must be the one held now.
    await lockSlots(trx, [appointment.slot_id]);
    const status = (await appointmentStatus(trx, appointment.id)) ?? 'cancelled';
    const refusal = cancelRefusal(status, startsAt, Date.now(), cutoffHours);
    if (refusal) throw fieldError('id', refusal);
    const heldSeat = holdsSeat(status);
    if (!(await changeStatus(trx, appointment.id, [status], 'cancelled'))) {
      throw fieldError('id', TRAINING_MESSAGES.alreadyCancelled);
    }
    const events: ScheduleEvent[] = [{ kind: 'cancelled', appointmentId: appointment.id }];
    if (heldSeat) {
      await releaseSeat(trx, appointment.slot_id);
      const promoted = await passSeatOn(trx, appointment.slot_id);
      if (promoted) events.push({ kind: 'promoted', appointmentId: promoted });
    }
    return events;
  });
}

/**
 * Moves an owner's booking to another class of the same series in one transaction: the new seat is
 * taken before the old one is freed (and passed to its waitlist), so a failed move changes nothing.
 */
export async function rescheduleAppointment(
  db: Db,
  booker: Booker,
  appointment: { id: number; status: string; slot_id: number; starts_at: string | Date; group_id: number },
  body: { slot_id: number; phone: string },
  cutoffHours: number,
): Promise<ScheduleEvent[]> {
  const refusal = moveRefusal(appointment.status, new Date(appointment.starts_at).getTime(), Date.now(), cutoffHours);
  if (refusal) throw fieldError('id', refusal);
  const slot = await findBookableSlot(db, body.slot_id);
  const unavailable = slotRefusal(slotState(slot), booker.region, Date.now());
  if (!slot || unavailable) throw fieldError('slot_id', unavailable ?? TRAINING_MESSAGES.slotUnavailable);
  if (!fitsSeries(slot.group_id, appointment.group_id)) throw fieldError('slot_id', TRAINING_MESSAGES.slotWrongSeries);
  if (slot.id === appointment.slot_id) {
    await updatePhone(db, appointment.id, body.phone);
    return [];
  }
  return inTransaction(db, async (trx) => {
    await lockSlots(trx, [slot.id, appointment.slot_id]);
    if (!(await takeSeat(trx, slot.id))) throw conflict(TRAINING_MESSAGES.full);
    const moved = await moveAppointment(trx, {
      id: appointment.id,
      fromSlotId: appointment.slot_id,
      toSlotId: slot.id,
      phone: body.phone,
      seated: SEATED_STATUSES,
    });
    if (!moved) throw fieldError('id', TRAINING_MESSAGES.alreadyCancelled);
    await releaseSeat(trx, appointment.slot_id);
    const promoted = await passSeatOn(trx, appointment.slot_id);
    const events: ScheduleEvent[] = [{ kind: 'moved', appointmentId: appointment.id }];
    if (promoted) events.push({ kind: 'promoted', appointmentId: promoted });
    return events;
  });
}

/** Staff approve a pending booking (its seat is already held). */
export async function approveAppointment(db: Db, id: number): Promise<ScheduleEvent> {
  if (!(await changeStatus(db, id, ['pending'], 'booked'))) throw fieldError('id', TRAINING_MESSAGES.notPending);
  return { kind: 'approved', appointmentId: id };
}

/** Staff mark attendance; a no-show's booking stops being active, so the owner can book again. */
export async function markAttendance(db: Db, id: number, status: 'attended' | 'no_show'): Promise<void> {
  if (!(await changeStatus(db, id, ['booked', 'attended', 'no_show'], status))) {
    throw fieldError('status', TRAINING_MESSAGES.notPending);
  }
}

/** Staff cancel a class: every active appointment is cancelled and its owner told. */
export async function cancelSlot(db: Db, slotId: number): Promise<ScheduleEvent[]> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    if (!(await cancelSlotRow(trx, slotId, now))) throw fieldError('id', TRAINING_MESSAGES.slotCancelled);
    const active = await appointmentIdsOf(trx, slotId, ACTIVE_STATUSES);
    await cancelAppointmentsOf(trx, slotId, ACTIVE_STATUSES, now);
    return active.map((id) => ({ kind: 'slot-cancelled' as const, appointmentId: id }));
  });
}
