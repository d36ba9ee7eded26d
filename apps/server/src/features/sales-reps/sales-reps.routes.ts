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
import { requireAuth } from '../../plugins/access.ts';
import { recordAudit } from '../../shared/audit.ts';
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
      async (request, reply) => {
        const auth = requireAuth(request);
        const id = await insertSalesRep(db, request.body);
        await recordAudit(db, auth, {
          action: 'sales_rep.create',
          subjectType: 'sales_rep',
          subjectId: id,
          details: { ...request.body },
        });
        return reply.code(201).send({ data: (await findSalesRep(db, id))! });
      },
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
      async (request) => {
        const auth = requireAuth(request);
        const { id } = request.params;
        if (!(await findSalesRep(db, id))) throw notFound();
        await updateSalesRep(db, id, request.body);
        await recordAudit(db, auth, {
          action: 'sales_rep.update',
          subjectType: 'sales_rep',
          subjectId: id,
          details: { ...request.body },
        });
        return { data: (await findSalesRep(db, id))! };
      },
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
      async (request, reply) => {
        const auth = requireAuth(request);
        const { assigned, deleted: rep } = await deleteSalesRepIfUnassigned(db, request.params.id);
        if (assigned > 0) {
          const message = salesRepStillAssigned(assigned);
          throw new HttpError(422, message, { id: [message] });
        }
        if (!rep) throw notFound();
        await recordAudit(db, auth, {
          action: 'sales_rep.delete',
          subjectType: 'sales_rep',
          subjectId: rep.id,
          details: { name: rep.name },
        });
        return reply.code(204).send(null);
      },
    );
  };
}
