import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import {
  salesRepBody,
  salesRepItem,
  salesRepListQuery,
  salesRepReply,
  salesRepStillAssigned,
} from '@owner-portal/contract/sales-reps/sales-reps';
import { idParams } from '@owner-portal/contract/params';
import type { AppContext } from '../../shared/app-context.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { HttpError, notFound } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import {
  deleteSalesRepIfUnassigned,
  findSalesRep,
  insertSalesRep,
  listSalesReps,
  updateSalesRep,
} from './sales-reps.repository.ts';

const AREAS = ['salesReps'] as const;

export function salesRepsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    listRoute(app, {
      url: '/admin/sales-rep',
      access: { kind: 'staff', areas: [...AREAS] },
      tags: ['sales reps'],
      summary: 'Sales reps: search, sort and page',
      query: salesRepListQuery,
      item: salesRepItem,
      list: (q) => listSalesReps(db, q),
    });

    app.post(
      '/admin/sales-rep',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['create', 'admin-sales-reps'] } },
        schema: {
          tags: ['sales reps'],
          summary: 'Add a sales rep',
          body: salesRepBody,
          response: { 201: salesRepReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: (_, trx) => insertSalesRep(trx, request.body),
          audit: (id) => ({
            action: 'sales_rep.create',
            subjectType: 'sales_rep',
            subjectId: id,
            details: { ...request.body },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findSalesRep(db, id))! }),
        }),
    );

    app.post(
      '/admin/sales-rep/:id',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['update', 'admin-sales-reps'] } },
        schema: {
          tags: ['sales reps'],
          summary: 'Edit a sales rep',
          params: idParams,
          body: salesRepBody,
          response: { 200: salesRepReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findSalesRep(db, request.params.id),
          write: ({ id }, trx) => updateSalesRep(trx, id, request.body),
          audit: (_, { id }) => ({
            action: 'sales_rep.update',
            subjectType: 'sales_rep',
            subjectId: id,
            details: { ...request.body },
          }),
          reply: async (_, { id }) => ({ data: (await findSalesRep(db, id))! }),
        }),
    );

    app.delete(
      '/admin/sales-rep/:id',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['delete', 'admin-sales-reps'] } },
        schema: {
          tags: ['sales reps'],
          summary: 'Delete a sales rep that no customer is assigned to',
          params: idParams,
          response: { 204: z.null(), 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: async (_, trx) => {
            const { assigned, deleted } = await deleteSalesRepIfUnassigned(trx, request.params.id);
            if (assigned > 0) {
              const message = salesRepStillAssigned(assigned);
              throw new HttpError(422, message, { id: [message] });
            }
            if (!deleted) throw notFound();
            return deleted;
          },
          audit: (rep) => ({
            action: 'sales_rep.delete',
            subjectType: 'sales_rep',
            subjectId: rep.id,
            details: { name: rep.name },
          }),
          status: 204,
          reply: () => null,
        }),
    );
  };
}
