import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validationErrorReply } from '@owner-portal/contract/errors';
import {
  notificationBell,
  notificationBellQuery,
  notificationReadBody,
  notificationReadReply,
} from '@owner-portal/contract/notifications/notifications';
import { isEuropeanSubsidiary } from '@owner-portal/contract/roles';
import { languageOf } from '../../shared/reader-language.ts';
import type { AppContext } from '../../shared/app-context.ts';
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
          summary:
            "The caller's unread published notifications for its region (US or EU), newest first, in lang_code (default: the caller's language)",
          querystring: notificationBellQuery,
          response: { 200: notificationBell, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const region = isEuropeanSubsidiary(auth.subsidiaryId) ? 'eu' : 'us';
        return {
          data: await unreadNotifications(
            db,
            auth.accountId,
            region,
            auth.customerId,
            languageOf(auth, request.query.lang_code),
          ),
        };
      },
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
