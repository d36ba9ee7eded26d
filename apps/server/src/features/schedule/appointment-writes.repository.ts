import { sql } from 'kysely';
import type { AppointmentStatus } from '@owner-portal/contract/schedule/schedule';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { prepareOn } from '../../db/prepared.ts';

type Executor = Pick<Db, 'selectFrom' | 'updateTable' | 'insertInto'>;

/** A booking's insert, compiled once (a booking's other queries are too). */
const insertQuery = prepareOn(
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

/** Adds a booking; the partial unique index refuses a second active one per company and series. */
export async function insertAppointment(
  trx: Db,
  values: {
    slotId: number;
    customerId: number;
    customerUserId: number;
    groupId: number;
    productId: number;
    serialNumber: string | null;
    phone: string;
    status: 'booked' | 'pending' | 'waitlisted';
    now: string;
  },
): Promise<number> {
  const { slotId, customerId, customerUserId, groupId, productId, serialNumber, phone, status, now } = values;
  const result = await insertQuery(
    trx,
    slotId,
    customerId,
    customerUserId,
    groupId,
    productId,
    serialNumber,
    phone,
    status,
    now,
  );
  return result.rows[0]!.id;
}

/**
 * Moves an appointment from one status to another only if it still has the first: the caller
 * learns whether it won (parallel cancels of one appointment release one seat).
 */
export async function changeStatus(
  trx: Executor,
  id: number,
  from: readonly AppointmentStatus[],
  to: AppointmentStatus,
): Promise<boolean> {
  const now = nowIso();
  const result = await trx
    .updateTable('training_appointments')
    // A cancellation raises the invite's SEQUENCE above the REQUEST it cancels.
    .set((eb) => ({
      status: to,
      updated_at: now,
      ...(to === 'cancelled' ? { cancelled_at: now, sequence: eb('sequence', '+', 1) } : {}),
    }))
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A new phone for a booking; the same one again changes (and so audits) nothing. */
export async function updatePhone(db: Db, id: number, phone: string): Promise<void> {
  await db
    .updateTable('training_appointments')
    .set({ phone, updated_at: nowIso() })
    .where('id', '=', id)
    .where('phone', '!=', phone)
    .execute();
}

/** An appointment's status as this transaction sees it (after lockSlots, the one that counts). */
export async function appointmentStatus(trx: Db, id: number): Promise<AppointmentStatus | undefined> {
  const row = await trx.selectFrom('training_appointments').select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/**
 * Moves a seated booking to another class (a new invite SEQUENCE); false when it is no longer in
 * its class or no longer seated (cancelled meanwhile).
 */
export async function moveAppointment(
  trx: Db,
  move: { id: number; fromSlotId: number; toSlotId: number; phone: string; seated: readonly AppointmentStatus[] },
): Promise<boolean> {
  const moved = await trx
    .updateTable('training_appointments')
    .set((eb) => ({
      slot_id: move.toSlotId,
      phone: move.phone,
      sequence: eb('sequence', '+', 1),
      updated_at: nowIso(),
    }))
    .where('id', '=', move.id)
    .where('slot_id', '=', move.fromSlotId)
    .where('status', 'in', move.seated)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** The ids of a class's appointments in these statuses. */
export async function appointmentIdsOf(
  trx: Pick<Db, 'selectFrom'>,
  slotId: number,
  statuses: readonly AppointmentStatus[],
): Promise<number[]> {
  const rows = await trx
    .selectFrom('training_appointments')
    .select('id')
    .where('slot_id', '=', slotId)
    .where('status', 'in', statuses)
    .execute();
  return rows.map((r) => r.id);
}

/** Cancels a class's appointments in these statuses (a new invite SEQUENCE for each). */
export async function cancelAppointmentsOf(
  trx: Db,
  slotId: number,
  statuses: readonly AppointmentStatus[],
  now: string,
): Promise<void> {
  await trx
    .updateTable('training_appointments')
    .set((eb) => ({ status: 'cancelled', cancelled_at: now, updated_at: now, sequence: eb('sequence', '+', 1) }))
    .where('slot_id', '=', slotId)
    .where('status', 'in', statuses)
    .execute();
}
