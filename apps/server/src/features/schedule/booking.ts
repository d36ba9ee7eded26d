import { sql } from 'kysely';
import {
  SEAT_HOLDING,
  TRAINING_MESSAGES,
  type Appointment,
  type BookingBody,
  type TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso, toIso } from '../../db/database.ts';
import { prepareOn } from '../../db/prepared.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { HttpError, fieldError } from '../../plugins/http-errors.ts';
import { changeStatus, findOwnedUnit, firstWaitlisted, releaseSeat, takeSeat } from './appointments.repository.ts';
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

/** A booking's own queries, compiled once (with the class, unit and seat queries they follow). */
const seriesOf = prepareOn(
  (db, groupId: number) =>
    db
      .selectFrom('product_groups')
      .select(['id', 'name', 'required', 'requires_rep_approval'])
      .where('id', '=', groupId),
  [-101],
);
const insertAppointment = prepareOn(
  (
    db,
    slotId: number,
    customerId: number,
    customerUserId: number,
    groupId: number,
    productId: number,
    serialNumber: string | null,
    phone: string,
    status: 'booked' | 'pending' | 'waitlisted',
    now: string,
  ) =>
    db
      .insertInto('training_appointments')
      .values({
        slot_id: slotId,
        customer_id: customerId,
        customer_user_id: customerUserId,
        group_id: groupId,
        product_id: productId,
        serial_number: serialNumber,
        phone,
        status,
        sequence: sql.lit(0),
        cancelled_at: sql.lit(null),
        created_at: now,
        updated_at: now,
      })
      .returning('id'),
  [-101, -102, -103, -104, -105, 'serial', 'phone', 'booked', 'now'],
);

/**
 * POST training/book. Every rule of issue 14 in order; the seat is taken by one conditional update
 * and the partial unique index refuses a second active booking per series, in one transaction (the
 * route's, with its audit entry and mail jobs). The reply is made from what was read on the way.
 */
export async function bookSlot(
  db: Db,
  booker: Booker,
  body: BookingBody,
): Promise<{ appointment: Appointment; event: ScheduleEvent }> {
  const slot = await findBookableSlot(db, body.slot_id);
  if (!slot || slot.region !== booker.region) throw fieldError('slot_id', TRAINING_MESSAGES.slotUnavailable);
  const startsAt = toIso(slot.starts_at);
  if (slot.cancelled_at || Date.parse(startsAt) <= Date.now())
    throw fieldError('slot_id', TRAINING_MESSAGES.slotUnavailable);
  if (slot.group_id !== null && slot.group_id !== body.group_id)
    throw fieldError('group_id', TRAINING_MESSAGES.slotWrongSeries);

  const group = (await seriesOf(db, body.group_id)).rows[0];
  const unit = group ? await findOwnedUnit(db, booker.customerId, body.group_id, body.product_id) : undefined;
  if (!group || !unit) throw fieldError('group_id', TRAINING_MESSAGES.notOwned);
  if (group.required && !booker.preTrainingDone) throw fieldError('group_id', TRAINING_MESSAGES.preTrainingFirst);

  try {
    return await inTransaction(db, async (trx) => {
      const seated = await takeSeat(trx, slot.id);
      if (!seated && !body.waitlist) throw conflict(TRAINING_MESSAGES.full);
      const status = !seated ? 'waitlisted' : group.requires_rep_approval ? 'pending' : 'booked';
      const now = nowIso();
      const { id } = (
        await insertAppointment(
          trx,
          slot.id,
          booker.customerId,
          booker.customerUserId,
          body.group_id,
          unit.product_id,
          unit.serial_number,
          body.phone,
          status,
          now,
        )
      ).rows[0]!;
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
  const next = await firstWaitlisted(trx, slotId);
  if (!next || !(await takeSeat(trx, slotId))) return null;
  const group = await trx
    .selectFrom('product_groups')
    .select('requires_rep_approval')
    .where('id', '=', next.group_id)
    .executeTakeFirst();
  await changeStatus(trx, next.id, ['waitlisted'], group?.requires_rep_approval ? 'pending' : 'booked');
  return next.id;
}

/** Gives every free seat of a class to the waitlist, in order (after staff raise the capacity). */
export async function promoteFromWaitlist(db: Db, slotId: number): Promise<ScheduleEvent[]> {
  return inTransaction(db, async (trx) => {
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
  appointment: { id: number; status: string; slot_id: number; starts_at: string | Date },
  cutoffHours: number,
): Promise<ScheduleEvent[]> {
  if (appointment.status === 'cancelled') throw fieldError('id', TRAINING_MESSAGES.alreadyCancelled);
  if (!['pending', 'booked', 'waitlisted'].includes(appointment.status))
    throw fieldError('id', TRAINING_MESSAGES.alreadyHeld);
  const startsAt = new Date(appointment.starts_at).getTime();
  if (startsAt - Date.now() < cutoffHours * 3_600_000) throw fieldError('id', TRAINING_MESSAGES.cutoff(cutoffHours));
  return inTransaction(db, async (trx) => {
    const heldSeat = SEAT_HOLDING.includes(appointment.status as (typeof SEAT_HOLDING)[number]);
    if (!(await changeStatus(trx, appointment.id, [appointment.status as 'pending'], 'cancelled'))) {
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
  if (!['pending', 'booked'].includes(appointment.status)) throw fieldError('id', TRAINING_MESSAGES.alreadyHeld);
  if (new Date(appointment.starts_at).getTime() - Date.now() < cutoffHours * 3_600_000) {
    throw fieldError('id', TRAINING_MESSAGES.cutoff(cutoffHours));
  }
  const slot = await findBookableSlot(db, body.slot_id);
  if (!slot || slot.region !== booker.region || slot.cancelled_at || Date.parse(toIso(slot.starts_at)) <= Date.now()) {
    throw fieldError('slot_id', TRAINING_MESSAGES.slotUnavailable);
  }
  if (slot.group_id !== null && slot.group_id !== appointment.group_id)
    throw fieldError('slot_id', TRAINING_MESSAGES.slotWrongSeries);
  if (slot.id === appointment.slot_id) {
    await db
      .updateTable('training_appointments')
      .set({ phone: body.phone, updated_at: nowIso() })
      .where('id', '=', appointment.id)
      .execute();
    return [];
  }
  return inTransaction(db, async (trx) => {
    if (!(await takeSeat(trx, slot.id))) throw conflict(TRAINING_MESSAGES.full);
    const moved = await trx
      .updateTable('training_appointments')
      .set((eb) => ({ slot_id: slot.id, phone: body.phone, sequence: eb('sequence', '+', 1), updated_at: nowIso() }))
      .where('id', '=', appointment.id)
      .where('slot_id', '=', appointment.slot_id)
      .where('status', 'in', ['pending', 'booked'])
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) throw fieldError('id', TRAINING_MESSAGES.alreadyCancelled);
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
    const result = await trx
      .updateTable('training_slots')
      .set({ cancelled_at: now, updated_at: now, seats_taken: 0 })
      .where('id', '=', slotId)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw fieldError('id', TRAINING_MESSAGES.slotCancelled);
    const active = await trx
      .selectFrom('training_appointments')
      .select('id')
      .where('slot_id', '=', slotId)
      .where('status', 'in', ['pending', 'booked', 'waitlisted'])
      .execute();
    await trx
      .updateTable('training_appointments')
      .set((eb) => ({ status: 'cancelled', cancelled_at: now, updated_at: now, sequence: eb('sequence', '+', 1) }))
      .where('slot_id', '=', slotId)
      .where('status', 'in', ['pending', 'booked', 'waitlisted'])
      .execute();
    return active.map((a) => ({ kind: 'slot-cancelled' as const, appointmentId: a.id }));
  });
}
