import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import {
  adminNotificationItem,
  adminNotificationReply,
  notificationBody,
  notificationListQuery,
} from '@owner-portal/contract/notifications/notifications';
import { idParams } from '@owner-portal/contract/params';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { auditedWrite } from '../../shared/audited-write.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import {
  deleteNotification,
  findNotification,
  insertNotification,
  listNotifications,
  publishNotification,
  updateNotification,
} from './notifications.repository.ts';

const AREAS = ['notifications'] as const;
const subject = (id: number) => ({ subjectType: 'notification', subjectId: id });

/** Staff side of notifications: write, edit, publish, delete. */
export function adminNotificationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  async function existing(id: number) {
    const notification = await findNotification(db, id);
    if (!notification) throw notFound();
    return notification;
  }

  return async (app) => {
    listRoute(app, {
      url: '/admin/notifications',
      access: { kind: 'staff', areas: [...AREAS] },
      tags: ['notifications'],
      summary: 'Notifications, published or not: search by title, sort and page',
      query: notificationListQuery,
      item: adminNotificationItem,
      list: (q) => listNotifications(db, q),
    });

    app.post(
      '/admin/notifications',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['create', 'admin-notifications'] } },
        schema: {
          tags: ['notifications'],
          summary: 'Write a notification (unpublished until published)',
          body: notificationBody,
          response: { 201: adminNotificationReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: (_, trx) => insertNotification(trx, request.body, requireAuth(request).accountId),
          audit: (id) => ({ action: 'notification.create', ...subject(id), details: { title: request.body.title } }),
          status: 201,
          reply: async (id) => ({ data: await existing(id) }),
        }),
    );

    app.put(
      '/admin/notifications/:id',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['update', 'admin-notifications'] } },
        schema: {
          tags: ['notifications'],
          summary: 'Edit a notification',
          params: idParams,
          body: notificationBody,
          response: { 200: adminNotificationReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findNotification(db, request.params.id),
          write: ({ id }, trx) => updateNotification(trx, id, request.body),
          audit: (_, { id }) => ({
            action: 'notification.update',
            ...subject(id),
            details: { title: request.body.title },
          }),
          reply: async (_, { id }) => ({ data: await existing(id) }),
        }),
    );

    app.patch(
      '/admin/notifications/:id/publish',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['update', 'admin-notifications'] } },
        schema: {
          tags: ['notifications'],
          summary: "Publish a notification to customers' bells (again: no change)",
          params: idParams,
          response: { 200: adminNotificationReply, 404: messageReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findNotification(db, request.params.id),
          // Publishing again changes nothing and records nothing.
          write: async (before, trx) => {
            if (before.published_at) return false;
            await publishNotification(trx, before.id);
            return true;
          },
          audit: (published, before) => (published ? { action: 'notification.publish', ...subject(before.id) } : null),
          reply: async (_, before) => ({ data: await existing(before.id) }),
        }),
    );

    app.delete(
      '/admin/notifications/:id',
      {
        config: { access: { kind: 'staff', areas: [...AREAS], action: ['delete', 'admin-notifications'] } },
        schema: {
          tags: ['notifications'],
          summary: 'Delete a notification (it leaves every bell)',
          params: idParams,
          response: { 204: z.null(), 404: messageReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          write: async (_, trx) => {
            const notification = await deleteNotification(trx, request.params.id);
            if (!notification) throw notFound();
            return notification;
          },
          audit: (notification) => ({
            action: 'notification.delete',
            ...subject(notification.id),
            details: { title: notification.title },
          }),
          status: 204,
          reply: () => null,
        }),
    );
  };
}
