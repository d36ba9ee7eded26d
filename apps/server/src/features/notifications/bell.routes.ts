import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationErrorReply } from '@owner-portal/contract/errors';
import { notificationBell, notificationReadBody, notificationReadReply } from '@owner-portal/contract/notifications';
import type { AppContext } from '../../app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { markRead, unreadNotifications } from './notifications.repository.ts';

/** Customer side: the bell's unread published notifications, and marking them read. */
export function bellRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/notifications',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['notifications'],
          summary: "The caller's unread published notifications, newest first",
          response: { 200: notificationBell },
        },
      },
      async (request) => ({ data: await unreadNotifications(db, requireAuth(request).accountId) }),
    );

    app.patch(
      '/notifications/read',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['notifications'],
          summary: 'Mark notifications read; ids of unpublished or unknown ones are ignored',
          body: notificationReadBody,
          response: { 200: notificationReadReply, 422: validationErrorReply },
        },
      },
      async (request) => ({
        data: { read_ids: await markRead(db, requireAuth(request).accountId, request.body.ids) },
      }),
    );
  };
}
