import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import {
  DEFAULT_CANCEL_CUTOFF_HOURS,
  appointmentList,
  appointmentReply,
  bookingBody,
  openSlotList,
  openSlotQuery,
  rescheduleBody,
  TRAINING_MESSAGES,
  trainingMachineList,
  type TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import type { AppContext } from '../../shared/app-context.ts';
import type { Db } from '../../db/database.ts';
import { prepareOn } from '../../db/prepared.ts';
import { requireAuth, type AuthContext } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { bookSlot, cancelAppointment, rescheduleAppointment, type Booker } from './booking.ts';
import { preTrainingDone } from './booking.rules.ts';
import {
  findAppointment,
  listCompanyAppointments,
  listTrainingMachines,
  toAppointment,
} from './appointments.repository.ts';
import { listOpenSlots } from './slots.repository.ts';
import { notifySchedule, registerScheduleJobs } from './schedule-mail.ts';

const CUSTOMER = { kind: 'customer' } as const;
/** A seat taken by someone else first, or a second booking for the same machine (booking.ts). */
const bookingConflict = validationErrorReply.meta({
  description: 'The class filled up, or the company already has a training booked for this machine',
  examples: [{ message: TRAINING_MESSAGES.full, errors: { slot_id: [TRAINING_MESSAGES.full] } }],
});
const regionOf = (auth: AuthContext): TrainingRegion => (isEuropeanSubsidiary(auth.subsidiaryId) ? 'eu' : 'us');

const unlockedOf = prepareOn(
  (db, contactId: number) => db.selectFrom('customer_users').select('unlocked_trainings').where('id', '=', contactId),
  [-101],
);

async function booker(db: Db, auth: AuthContext): Promise<Booker> {
  const region = regionOf(auth);
  const contact = (await unlockedOf(db, auth.accountId)).rows[0]!;
  return {
    customerId: auth.customerId ?? -1,
    customerUserId: auth.accountId,
    region,
    preTrainingDone: preTrainingDone(region, contact.unlocked_trainings),
  };
}

/** The owner's side of live training: classes, machines, book, cancel, appointments. */
export function customerScheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const cutoffHours = ctx.config.trainingCancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS;
  registerScheduleJobs(ctx);
  /** An appointment of the caller's company; another company's is as unknown as a missing one. */
  const companyAppointment = async (request: FastifyRequest, id: number) => {
    const row = await findAppointment(db, id);
    return row?.customer_id === requireAuth(request).customerId ? row : undefined;
  };
  return async (app) => {
    app.get(
      '/training/appointments',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: "The company's appointments, cancelled ones left out",
          response: { 200: appointmentList },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        return { data: customerId === null ? [] : await listCompanyAppointments(db, customerId, false) };
      },
    );

    app.get(
      '/training/all_appointments',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: "The company's appointments, cancelled ones included",
          response: { 200: appointmentList },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        return { data: customerId === null ? [] : await listCompanyAppointments(db, customerId, true) };
      },
    );

    app.get(
      '/training/slots',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: "Classes open for booking in the owner's region, from now on",
          querystring: openSlotQuery,
          response: { 200: openSlotList, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const q = request.query;
        return {
          data: await listOpenSlots(db, regionOf(auth), {
            groupId: q.group_id,
            langCode: q.lang_code,
            typeName: q.type_name,
          }),
        };
      },
    );

    app.get(
      '/training/machines',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: "The company's machines whose series has live training (the schedule form's machine select)",
          response: { 200: trainingMachineList },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        if (auth.customerId === null) return { data: [] };
        const who = await booker(db, auth);
        return { data: await listTrainingMachines(db, auth.customerId, who.preTrainingDone) };
      },
    );

    app.post(
      '/training/book',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: 'Book a class (pending when the series needs rep approval; waitlist when full and asked)',
          body: bookingBody,
          response: { 201: appointmentReply, 409: bookingConflict, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: async (_, trx) => bookSlot(trx, await booker(trx, requireAuth(request)), request.body),
          audit: ({ appointment, event }) => ({
            action: 'training_appointment.book',
            subjectType: 'training_appointment',
            subjectId: appointment.id,
            details: { ...request.body, status: event.kind },
          }),
          after: ({ event }, _, trx) => notifySchedule(ctx, [event], trx),
          status: 201,
          reply: ({ appointment }) => ({ data: appointment }),
        }),
    );

    app.put(
      '/training/appointments/:id',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: 'Move a booking to another class of its series, until the cutoff before the class',
          params: idParams,
          body: rescheduleBody,
          response: { 200: appointmentReply, 404: messageReply, 409: bookingConflict, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => companyAppointment(request, request.params.id),
          write: async (row, trx) =>
            rescheduleAppointment(trx, await booker(trx, requireAuth(request)), row, request.body, cutoffHours),
          audit: (_, row) => ({
            action: 'training_appointment.reschedule',
            subjectType: 'training_appointment',
            subjectId: row.id,
            details: { from_slot_id: row.slot_id, ...request.body },
          }),
          after: (events, _, trx) => notifySchedule(ctx, events, trx),
          reply: async (_, row) => ({ data: toAppointment((await findAppointment(db, row.id))!) }),
        }),
    );

    app.delete(
      '/training/appointments/:id/cancel',
      {
        config: { access: CUSTOMER },
        schema: {
          tags: ['training'],
          summary: 'Cancel an appointment: a seat until the cutoff before the class, a waitlist place at any time',
          params: idParams,
          response: { 200: appointmentReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => companyAppointment(request, request.params.id),
          write: (row, trx) => cancelAppointment(trx, row, cutoffHours),
          audit: (_, row) => ({
            action: 'training_appointment.cancel',
            subjectType: 'training_appointment',
            subjectId: row.id,
            details: { slot_id: row.slot_id },
          }),
          after: (events, _, trx) => notifySchedule(ctx, events, trx),
          reply: async (_, row) => ({ data: toAppointment((await findAppointment(db, row.id))!) }),
        }),
    );
  };
}
