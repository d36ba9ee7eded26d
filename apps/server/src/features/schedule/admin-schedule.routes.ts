import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import type { Action, AdminAreaKey, RouteName } from '@owner-portal/contract/permissions';
import {
  TRAINING_REGIONS,
  adminSlotExportQuery,
  adminSlotList,
  adminSlotQuery,
  adminSlotReply,
  adminSlotsCreated,
  attendanceBody,
  attendeeList,
  locationList,
  scheduleOptions,
  slotCreateBody,
  slotUpdateBody,
  type TrainingRegion,
} from '@owner-portal/contract/schedule/schedule';
import { TRAINING_TIME_ZONE } from '@owner-portal/contract/constants';
import type { AppContext } from '../../shared/app-context.ts';
import { csvReaderOf, csvReply, csvStream, sendCsv } from '../../shared/csv.ts';
import type { Access } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { dayRange } from '../../shared/paging.ts';
import { findAppointment, listAttendees } from './appointments.repository.ts';
import { approveAppointment, cancelSlot, markAttendance } from './booking.ts';
import { notifySchedule } from './schedule-mail.ts';
import { emitAttended } from './schedule-webhooks.ts';
import { createSlots, updateSlot } from './slot-writes.ts';
import { SCHEDULE_CSV_COLUMNS, scheduleCsvRows } from './schedule-csv.ts';
import { findSlot, listLocations, listSlots, scheduleOptionsOf } from './slots.repository.ts';

const AREA: Record<TrainingRegion, AdminAreaKey> = { us: 'trainingScheduleUs', eu: 'trainingScheduleEu' };
const ROUTE_NAME: Record<TrainingRegion, RouteName> = {
  us: 'admin-training-schedule-us',
  eu: 'admin-training-schedule-eu',
};

/**
 * The staff schedule of one region: US for admin, service and tech; EU for admin and europe; tech
 * may read but not create, update or delete. Each region's routes carry its own rule.
 */
export function adminScheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    for (const region of TRAINING_REGIONS) {
      const base = `/admin/training-schedule/${region}`;
      const read: { access: Access } = { access: { kind: 'staff', areas: [AREA[region]] } };
      const may = (action: Action): { access: Access } => ({
        access: { kind: 'staff', areas: [AREA[region]], action: [action, ROUTE_NAME[region]] },
      });
      const tags = [`training schedule ${region}`];
      /** A class of this region, or none: ids of the other region are as unknown as missing ones. */
      const slotOfRegion = async (id: number) => {
        const slot = await findSlot(db, id);
        return slot?.region === region ? slot : undefined;
      };
      const appointmentOfRegion = async (id: number) => {
        const row = await findAppointment(db, id);
        return row && (await slotOfRegion(row.slot_id)) ? row : undefined;
      };

      app.get(
        `${base}/locations`,
        { config: read, schema: { tags, summary: 'Locations', response: { 200: locationList } } },
        async () => ({
          data: await listLocations(db, region),
        }),
      );

      app.get(
        `${base}/options`,
        {
          config: read,
          schema: {
            tags,
            summary: 'The series and class templates the class form offers',
            response: { 200: scheduleOptions },
          },
        },
        async () => scheduleOptionsOf(db),
      );

      app.get(
        `${base}/slots`,
        {
          config: read,
          schema: {
            tags,
            summary: 'Classes of a location between two days (yyyy-MM-dd, inclusive, UTC)',
            querystring: adminSlotQuery,
            response: { 200: adminSlotList, 422: validationErrorReply },
          },
        },
        async (request) => {
          const { location, from, to } = request.query;
          const range = dayRange(from, to);
          return { data: await listSlots(db, region, { locationSlug: location, from: range.from, to: range.to }) };
        },
      );

      app.get(
        `${base}/slots/export`,
        {
          config: read,
          schema: {
            tags,
            summary:
              "CSV of a location's classes between two Eastern days (the week the schedule shows), in the reader's language",
            querystring: adminSlotExportQuery,
            produces: ['text/csv'],
            response: { 200: csvReply(SCHEDULE_CSV_COLUMNS), 422: validationErrorReply },
          },
        },
        async (request, reply) => {
          const { location, from, to, csv_lang } = request.query;
          const range = dayRange(from, to, TRAINING_TIME_ZONE);
          const slots = await listSlots(db, region, { locationSlug: location, from: range.from, to: range.to });
          const locations = await listLocations(db, region);
          const reader = csvReaderOf(request, csv_lang);
          return sendCsv(
            reply,
            `training-schedule-${region}`,
            csvStream(SCHEDULE_CSV_COLUMNS, scheduleCsvRows(slots, locations), { reader }),
          );
        },
      );

      app.post(
        `${base}/slots`,
        {
          config: may('create'),
          schema: {
            tags,
            summary: 'Create a class, or a weekly series of classes, from a template',
            body: slotCreateBody,
            response: { 201: adminSlotsCreated, 422: validationErrorReply },
          },
        },
        (request, reply) =>
          auditedWrite(db, request, reply, {
            write: (_, trx) => createSlots(trx, region, request.body),
            audit: (slots) => ({
              action: 'training_slot.create',
              subjectType: 'training_slot',
              subjectId: slots[0]!.id,
              details: { ...request.body, created: slots.map((s) => s.id) },
            }),
            status: 201,
            reply: (slots) => ({ data: slots }),
          }),
      );

      app.put(
        `${base}/slots/:id`,
        {
          config: may('update'),
          schema: {
            tags,
            summary: 'Edit or move a class, or add its recording (owners get an updated invite when it moves)',
            params: idParams,
            body: slotUpdateBody,
            response: { 200: adminSlotReply, 404: messageReply, 422: validationErrorReply },
          },
        },
        (request, reply) =>
          auditedWrite(db, request, reply, {
            find: () => slotOfRegion(request.params.id),
            write: (before, trx) => updateSlot(trx, region, before, request.body),
            audit: ({ slot }) => ({
              action: 'training_slot.update',
              subjectType: 'training_slot',
              subjectId: slot.id,
              details: { ...request.body },
            }),
            after: ({ events }, _, trx) => notifySchedule(ctx, events, trx),
            reply: ({ slot }) => ({ data: slot }),
          }),
      );

      app.post(
        `${base}/slots/:id/cancel`,
        {
          config: may('delete'),
          schema: {
            tags,
            summary: 'Cancel a class; its owners are told',
            params: idParams,
            response: { 200: adminSlotReply, 404: messageReply, 422: validationErrorReply },
          },
        },
        (request, reply) =>
          auditedWrite(db, request, reply, {
            find: () => slotOfRegion(request.params.id),
            write: (slot, trx) => cancelSlot(trx, slot.id),
            audit: (events, slot) => ({
              action: 'training_slot.cancel',
              subjectType: 'training_slot',
              subjectId: slot.id,
              details: { appointments: events.length },
            }),
            after: (events, _, trx) => notifySchedule(ctx, events, trx),
            reply: async (_, slot) => ({ data: (await findSlot(db, slot.id))! }),
          }),
      );

      app.get(
        `${base}/slots/:id/attendees`,
        {
          config: read,
          schema: {
            tags,
            summary: "A class's attendees with phone, machine and serial number",
            params: idParams,
            response: { 200: attendeeList, 404: messageReply },
          },
        },
        async (request) => {
          const slot = await slotOfRegion(request.params.id);
          if (!slot) throw notFound();
          return { data: await listAttendees(db, slot.id) };
        },
      );

      app.post(
        `${base}/appointments/:id/approve`,
        {
          config: may('update'),
          schema: {
            tags,
            summary: 'Approve a booking that waits for rep approval',
            params: idParams,
            response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
          },
        },
        (request, reply) =>
          auditedWrite(db, request, reply, {
            find: () => appointmentOfRegion(request.params.id),
            write: (row, trx) => approveAppointment(trx, row.id),
            audit: (_, row) => ({
              action: 'training_appointment.approve',
              subjectType: 'training_appointment',
              subjectId: row.id,
              details: { slot_id: row.slot_id },
            }),
            after: (event, _, trx) => notifySchedule(ctx, [event], trx),
            status: 204,
            reply: () => null,
          }),
      );

      app.post(
        `${base}/appointments/:id/attendance`,
        {
          config: may('update'),
          schema: {
            tags,
            summary: 'Mark an attendee attended or no-show',
            params: idParams,
            body: attendanceBody,
            response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
          },
        },
        (request, reply) =>
          auditedWrite(db, request, reply, {
            find: () => appointmentOfRegion(request.params.id),
            write: (row, trx) => markAttendance(trx, row.id, request.body.status),
            audit: (_, row) => ({
              action: 'training_appointment.attendance',
              subjectType: 'training_appointment',
              subjectId: row.id,
              details: { status: request.body.status },
            }),
            after: async (_, row, trx) => {
              if (request.body.status === 'attended' && row.status !== 'attended')
                await emitAttended(ctx.jobs, trx, row.id);
            },
            status: 204,
            reply: () => null,
          }),
      );
    }
  };
}
