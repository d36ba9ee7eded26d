import type { Db } from '../../db/database.ts';
import type { JobQueue } from '../../jobs/job-types.ts';
import { emitEvent } from '../webhooks/webhooks.feature.ts';
import { findAppointment, toAppointment } from './appointments.repository.ts';
import type { ScheduleEvent } from './booking.ts';

/** Outcomes after which the appointment holds a confirmed seat, if its status says so. */
const SEATED: readonly ScheduleEvent['kind'][] = ['booked', 'approved', 'promoted', 'moved'];
const CANCELLED: readonly ScheduleEvent['kind'][] = ['cancelled', 'slot-cancelled'];

/** An appointment as the owner's API shows it, with whose it is and what happened (`via`). */
async function appointmentData(trx: Db, appointmentId: number, via: string) {
  const row = await findAppointment(trx, appointmentId);
  return (
    row && {
      row,
      data: { ...toAppointment(row), customer_id: row.customer_id, customer_user_id: row.customer_user_id, via },
    }
  );
}

/**
 * The webhooks of schedule outcomes, in the write's transaction: `training.booked` when an owner
 * comes to hold a confirmed seat (booked at once, approved by staff, promoted from the waitlist, or
 * moved with its seat; a pending request or a waitlist place is not a booking yet), and
 * `training.cancelled` for every cancellation, by the owner or with the class.
 */
export async function emitScheduleWebhooks(jobs: JobQueue, trx: Db, events: ScheduleEvent[]): Promise<void> {
  for (const event of events) {
    const type = SEATED.includes(event.kind)
      ? 'training.booked'
      : CANCELLED.includes(event.kind)
        ? 'training.cancelled'
        : null;
    if (!type) continue;
    const found = await appointmentData(trx, event.appointmentId, event.kind);
    if (!found || (type === 'training.booked' && found.row.status !== 'booked')) continue;
    await emitEvent(jobs, trx, type, found.data);
  }
}

/** Staff marked an owner attended (the first time: marking it again tells no one). */
export async function emitAttended(jobs: JobQueue, trx: Db, appointmentId: number): Promise<void> {
  const found = await appointmentData(trx, appointmentId, 'attended');
  if (found) await emitEvent(jobs, trx, 'training.attended', found.data);
}
