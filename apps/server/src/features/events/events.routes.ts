import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventCode, eventsQuery } from '@owner-portal/contract/events/events';
import { validationErrorReply } from '@owner-portal/contract/errors';
import type { AppContext } from '../../shared/app-context.ts';
import { prepareList } from '../../db/prepared.ts';
import { requireAuth } from '../../plugins/access.ts';
import { languageOf } from '../../shared/reader-language.ts';

const eventsReply = z.object({ data: z.array(eventCode) });

/** A company holds a handful of event codes, so the list is not paged; unredeemed ones come first. */
export function eventsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  const companyCodes = prepareList(
    db,
    (customerId: number) =>
      db
        .selectFrom('event_codes')
        .select(['id', 'description', 'description_es', 'discount_code', 'redeemed', 'claim_url'])
        .where('customer_id', '=', customerId)
        .orderBy('redeemed')
        .orderBy('id'),
    [-101],
  );
  return async (app) => {
    app.get(
      '/events',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: "The company's event discount codes, described in lang_code (default: the caller's language)",
          querystring: eventsQuery,
          response: { 200: eventsReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const spanish = languageOf(auth, request.query.lang_code) === 'es';
        const rows = auth.customerId === null ? [] : await companyCodes(auth.customerId);
        return {
          data: rows.map(({ description_es, ...r }) => {
            const translated = spanish && description_es !== null;
            return {
              ...r,
              description: translated ? description_es : r.description,
              lang: translated ? ('es' as const) : ('en' as const),
              redeemed: r.redeemed === 1,
            };
          }),
        };
      },
    );
  };
}
