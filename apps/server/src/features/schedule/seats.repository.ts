import { sql } from 'kysely';
import { isPostgres, type Db } from '../../db/database.ts';
import { prepareOn } from '../../db/prepared.ts';

/**
 * The seat counter (`training_slots.seats_taken`) and the waitlist. The counter changes only by
 * these guarded updates, inside the write's transaction: on PostgreSQL the row lock makes parallel
 * bookings queue and re-check, on SQLite the write lock (BEGIN IMMEDIATE) does.
 */

/**
 * Locks classes' rows until the transaction ends, before their bookings are read (PostgreSQL; on
 * SQLite BEGIN IMMEDIATE already serialises every write). Without it a cancel could free a seat and
 * find no waitlist while a booking joins the waitlist beside it, or promote an owner who is cancelling
 * at the same moment. In id order, so two moves between the same classes cannot deadlock.
 */
export async function lockSlots(trx: Db, slotIds: number[]): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('training_slots').select('id').where('id', 'in', slotIds).orderBy('id').forUpdate().execute();
}

const takeSeatQuery = prepareOn(
  (db, slotId: number) =>
    db
      .updateTable('training_slots')
      .set((eb) => ({ seats_taken: eb('seats_taken', '+', sql.lit(1)) }))
      .where('id', '=', slotId)
      .where('cancelled_at', 'is', null)
      .whereRef('seats_taken', '<', 'capacity'),
  [-101],
);

/** A class's seats taken and whether it is cancelled, as this transaction sees them (after lockSlots, for good). */
export async function seatState(trx: Db, slotId: number) {
  const row = await trx
    .selectFrom('training_slots')
    .select(['seats_taken', 'cancelled_at'])
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  return { cancelled: row.cancelled_at !== null, seatsTaken: row.seats_taken };
}

/** Takes a seat if one is left: one conditional update, so parallel bookings never oversell. */
export async function takeSeat(trx: Db, slotId: number): Promise<boolean> {
  return Number((await takeSeatQuery(trx, slotId)).numAffectedRows) === 1;
}

export async function releaseSeat(trx: Pick<Db, 'updateTable'>, slotId: number): Promise<void> {
  await trx
    .updateTable('training_slots')
    .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
    .where('id', '=', slotId)
    .where('seats_taken', '>', 0)
    .execute();
}

/** The first on a class's waitlist, if any. */
export async function firstWaitlisted(trx: Pick<Db, 'selectFrom'>, slotId: number) {
  return trx
    .selectFrom('training_appointments')
    .select(['id', 'group_id'])
    .where('slot_id', '=', slotId)
    .where('status', '=', 'waitlisted')
    .orderBy('created_at')
    .orderBy('id')
    .executeTakeFirst();
}
