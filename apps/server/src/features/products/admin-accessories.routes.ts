import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@owner-portal/contract/params';
import { z } from 'zod';
import {
  accessoryBody,
  adminAccessory,
  adminAccessoryListQuery,
  adminAccessoryReply,
} from '@owner-portal/contract/products/admin-catalog';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth, type Access } from '../../plugins/access.ts';
import { recordAudit } from '../../shared/audit.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import {
  deleteAccessory,
  findAdminAccessory,
  insertAccessory,
  listAdminAccessories,
  updateAccessory,
} from './admin-accessories.repository.ts';

const access: Access = { kind: 'staff', areas: ['accessories'] };

export function adminAccessoriesRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    listRoute(app, {
      url: '/admin/accessories',
      access,
      tags: ['admin content'],
      summary: 'Accessories: search, sort and page',
      query: adminAccessoryListQuery,
      item: adminAccessory,
      list: (q) => listAdminAccessories(db, q),
    });

    app.post(
      '/admin/accessories',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: 'Add an accessory (shop_link https only)',
          body: accessoryBody,
          response: { 201: adminAccessoryReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const id = await insertAccessory(db, request.body);
        await recordAudit(db, auth, {
          action: 'accessory.create',
          subjectType: 'accessory',
          subjectId: id,
          details: { ...request.body },
        });
        return reply.code(201).send({ data: (await findAdminAccessory(db, id))! });
      },
    );

    app.post(
      '/admin/accessories/:id',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: 'Edit an accessory',
          params: idParams,
          body: accessoryBody,
          response: { 200: adminAccessoryReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const { id } = request.params;
        if (!(await findAdminAccessory(db, id))) throw notFound();
        await updateAccessory(db, id, request.body);
        await recordAudit(db, auth, {
          action: 'accessory.update',
          subjectType: 'accessory',
          subjectId: id,
          details: { ...request.body },
        });
        return { data: (await findAdminAccessory(db, id))! };
      },
    );

    app.delete(
      '/admin/accessories/:id',
      {
        config: { access },
        schema: {
          tags: ['admin content'],
          summary: 'Delete an accessory (and its links to products)',
          params: idParams,
          response: { 204: z.null(), 404: messageReply },
        },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        const accessory = await findAdminAccessory(db, request.params.id);
        if (!accessory) throw notFound();
        await deleteAccessory(db, accessory.id);
        await recordAudit(db, auth, {
          action: 'accessory.delete',
          subjectType: 'accessory',
          subjectId: accessory.id,
          details: { name: accessory.name },
        });
        return reply.code(204).send(null);
      },
    );
  };
}
