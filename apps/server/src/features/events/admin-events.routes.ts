import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID_CUSTOMER } from '@owner-portal/contract/contacts/contacts';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import {
  DISCOUNT_CODE_TAKEN,
  adminEventCode,
  adminEventCodeReply,
  eventCodeBody,
  eventCodeListQuery,
  type EventCodeBody,
} from '@owner-portal/contract/events/event-codes';
import { idParams } from '@owner-portal/contract/params';
import type { AppContext } from '../../shared/app-context.ts';
import type { Db } from '../../db/database.ts';
import type { Access } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { notFound, unprocessable, type FieldErrors } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import { customerExists } from '../contacts/contacts.feature.ts';
import {
  deleteEventCode,
  discountCodeTaken,
  findEventCode,
  insertEventCode,
  listEventCodes,
  updateEventCode,
} from './admin-events.repository.ts';

const ACCESS: Access = { kind: 'staff', areas: ['events'] };
const TAGS = ['event codes'];
const subject = (id: number) => ({ subjectType: 'event_code', subjectId: id });

/** The rules the body's schema cannot check: the company exists, the code is no other event's. */
async function checkBody(db: Db, body: EventCodeBody, id: number | null) {
  const errors: FieldErrors = {};
  if (!(await customerExists(db, body.customer_id))) errors.customer_id = [INVALID_CUSTOMER];
  if (await discountCodeTaken(db, body.discount_code, id)) errors.discount_code = [DISCOUNT_CODE_TAKEN];
  if (Object.keys(errors).length) throw unprocessable(errors);
}

/** /admin/events: staff write companies' event codes, with an optional Spanish description (decision 042). */
export function adminEventsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    listRoute(app, {
      url: '/admin/events',
      access: ACCESS,
      tags: TAGS,
      summary: 'Event codes of every company: search code, descriptions and company; sort, dates and page',
      query: eventCodeListQuery,
      item: adminEventCode,
      list: (q) => listEventCodes(db, q),
    });

    app.post(
      '/admin/events',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary: 'Add an event code to a company (the code is upper-cased and unique)',
          body: eventCodeBody,
          response: { 201: adminEventCodeReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        await checkBody(db, request.body, null);
        return auditedWrite(db, request, reply, {
          write: (_, trx) => insertEventCode(trx, request.body),
          audit: (id) => ({ action: 'event_code.create', ...subject(id), details: { ...request.body } }),
          status: 201,
          reply: async (id) => ({ data: (await findEventCode(db, id))! }),
        });
      },
    );

    app.put(
      '/admin/events/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary: 'Edit an event code',
          params: idParams,
          body: eventCodeBody,
          response: { 200: adminEventCodeReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const before = await findEventCode(db, id);
        if (!before) throw notFound();
        await checkBody(db, request.body, id);
        return auditedWrite(db, request, reply, {
          // The code as it was: the audit log's before values.
          find: async () => before,
          write: async (_, trx) => {
            if (!(await updateEventCode(trx, id, request.body))) throw notFound();
          },
          audit: () => ({ action: 'event_code.update', ...subject(id), details: { ...request.body } }),
          reply: async () => ({ data: (await findEventCode(db, id))! }),
        });
      },
    );

    app.delete(
      '/admin/events/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary: 'Delete an event code',
          params: idParams,
          response: { 204: z.null(), 404: messageReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: async (_, trx) => {
            const deleted = await deleteEventCode(trx, request.params.id);
            if (!deleted) throw notFound();
            return deleted;
          },
          audit: (deleted) => ({
            action: 'event_code.delete',
            ...subject(deleted.id),
            details: { discount_code: deleted.discount_code, customer_id: deleted.customer_id },
          }),
          status: 204,
          reply: () => null,
        }),
    );
  };
}
