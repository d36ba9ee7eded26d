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
import type { Access } from '../../plugins/access.ts';
import { auditedWrite, deletedOne } from '../../shared/audited-write.ts';
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: (_, trx) => insertAccessory(trx, request.body),
          audit: (id) => ({
            action: 'accessory.create',
            subjectType: 'accessory',
            subjectId: id,
            details: { ...request.body },
          }),
          status: 201,
          reply: async (id) => ({ data: (await findAdminAccessory(db, id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findAdminAccessory(db, request.params.id),
          write: ({ id }, trx) => updateAccessory(trx, id, request.body),
          audit: (_, { id }) => ({
            action: 'accessory.update',
            subjectType: 'accessory',
            subjectId: id,
            details: { ...request.body },
          }),
          reply: async (_, { id }) => ({ data: (await findAdminAccessory(db, id))! }),
        }),
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
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findAdminAccessory(db, request.params.id),
          write: async (accessory, trx) => deletedOne(await deleteAccessory(trx, accessory.id)),
          audit: (_, accessory) => ({
            action: 'accessory.delete',
            subjectType: 'accessory',
            subjectId: accessory.id,
            details: { name: accessory.name },
          }),
          status: 204,
          reply: () => null,
        }),
    );
  };
}
