import type { AppContext } from '../../shared/app-context.ts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/database.ts';
import type { ScheduleEvent } from './booking.ts';
import { portalLink } from '../../shared/mail-template.ts';
import { calendarInvite } from './calendar-invite.ts';
import { findAppointment } from './appointments.repository.ts';
import { scheduleMailText, type ScheduleMailKind } from './schedule-mail-text.ts';
import { emitScheduleWebhooks } from './schedule-webhooks.ts';

const REMINDERS = [
  { kind: 'reminder-24h', hoursBefore: 24 },
  { kind: 'reminder-1h', hoursBefore: 1 },
] as const;

/** Which e-mails carry which invite: a REQUEST while the seat is confirmed, a CANCEL when it is gone. */
const INVITE: Partial<Record<ScheduleMailKind, 'request' | 'cancel'>> = {
  booked: 'request',
  approved: 'request',
  promoted: 'request',
  moved: 'request',
  cancelled: 'cancel',
  'slot-cancelled': 'cancel',
};

/**
 * Queues the e-mail of each outcome, and for a confirmed seat its two reminders, and tells the
 * webhook endpoints (schedule-webhooks.ts), in the write's transaction: the jobs exist exactly when
 * the change does. Nothing is sent in the request: the jobs
 * run after it, survive a restart and are retried (docs/jobs.md).
 */
export async function notifySchedule(ctx: AppContext, events: ScheduleEvent[], trx: Db): Promise<void> {
  await emitScheduleWebhooks(ctx.jobs, trx, events);
  for (const event of events) {
    await ctx.jobs.send(
      'schedule.mail',
      { kind: event.kind, appointmentId: event.appointmentId },
      { transaction: trx },
    );
    if (['booked', 'approved', 'promoted', 'moved'].includes(event.kind)) await queueReminders(ctx, event, trx);
  }
}

/** A fresh booking knows its start; other outcomes look up whether the seat is confirmed, and when. */
async function confirmedStart(event: ScheduleEvent, trx: Db): Promise<string | null> {
  if (event.kind === 'booked' && event.startsAt) return event.startsAt;
  const row = await findAppointment(trx, event.appointmentId);
  return row?.status === 'booked' ? toIso(row.starts_at) : null;
}

async function queueReminders(ctx: AppContext, event: ScheduleEvent, trx: Db) {
  const startsAt = await confirmedStart(event, trx);
  if (!startsAt) return;
  const { appointmentId } = event;
  for (const r of REMINDERS) {
    const at = new Date(Date.parse(startsAt) - r.hoursBefore * 3_600_000);
    if (at.getTime() <= Date.now()) continue;
    // The start is part of the key and checked again when it runs: a moved class's old reminders do nothing.
    await ctx.jobs.send(
      'schedule.mail',
      { kind: r.kind, appointmentId, startsAt },
      { startAfter: at, singletonKey: `appointment:${appointmentId}:${r.kind}:${startsAt}`, transaction: trx },
    );
  }
}

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    /** A live-training e-mail (and calendar invite) about one appointment; reminders carry the start they were for. */
    'schedule.mail': { kind: ScheduleMailKind; appointmentId: number; startsAt?: string };
  }
}

/** The schedule's one job; registered while the routes are built. */
export function registerScheduleJobs(ctx: AppContext): void {
  ctx.jobs.register('schedule.mail', (job) => sendScheduleMail(ctx, job));
}

/** The job: looks the appointment up now (it may have changed since) and mails its owner. */
export async function sendScheduleMail(
  ctx: Pick<AppContext, 'db' | 'config' | 'jobs'>,
  job: { kind: ScheduleMailKind; appointmentId: number; startsAt?: string },
): Promise<void> {
  const facts = await mailFacts(ctx.db, job.appointmentId);
  if (!facts) return;
  if (job.kind.startsWith('reminder') && (facts.status !== 'booked' || facts.startsAt !== job.startsAt)) return;
  const scheduleUrl = portalLink(ctx.config.publicUrl, '/schedules');
  const { subject, text, html } = scheduleMailText(job.kind, { ...facts, scheduleUrl });
  const invite = INVITE[job.kind];
  const host = new URL(ctx.config.publicUrl).hostname;
  const calendar =
    invite &&
    calendarInvite(
      {
        appointmentId: job.appointmentId,
        sequence: facts.sequence,
        startsAt: facts.startsAt,
        durationMinutes: facts.durationMinutes,
        title: `${facts.topic} (${facts.machine})`,
        description: text,
        location: facts.classLink ?? facts.location,
        url: facts.classLink,
        organizer: { name: 'Owner Portal training', email: `training@${host}` },
        attendee: { name: `${facts.firstName} ${facts.lastName}`, email: facts.email },
        cancelled: invite === 'cancel',
      },
      host,
    );
  await ctx.jobs.send('mail.send', {
    to: facts.email,
    subject,
    text,
    html,
    ...(calendar
      ? {
          icalEvent: {
            method: invite === 'cancel' ? 'CANCEL' : 'REQUEST',
            content: calendar,
            filename: 'training.ics',
          },
        }
      : {}),
  });
}

async function mailFacts(db: Db, appointmentId: number) {
  const row = await findAppointment(db, appointmentId);
  if (!row) return null;
  const contact = await db
    .selectFrom('customer_users')
    .select(['first_name', 'last_name', 'email', 'lang_code'])
    .where('id', '=', row.customer_user_id)
    .executeTakeFirst();
  if (!contact) return null;
  return {
    status: row.status,
    lang: contact.lang_code,
    firstName: contact.first_name,
    lastName: contact.last_name,
    email: contact.email,
    startsAt: toIso(row.starts_at),
    durationMinutes: row.duration_minutes,
    topic: row.training_topic,
    machine: row.product_name ?? row.group_name,
    location: row.location_address ? `${row.location_name}, ${row.location_address}` : row.location_name,
    classLink: row.class_link,
    sequence: row.slot_sequence + row.appointment_sequence,
  };
}
