import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventCode } from '@owner-portal/contract/account-data';
import type { AppContext } from '../../app-context.ts';
import { prepareList } from '../../db/prepared.ts';
import { requireAuth } from '../../plugins/access.ts';

const eventsReply = z.object({ data: z.array(eventCode) });

/** A company holds a handful of event codes, so the list is not paged; unredeemed ones come first. */
export function eventsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  const companyCodes = prepareList(
    db,
    (customerId: number) =>
      db
        .selectFrom('event_codes')
        .select(['id', 'description', 'discount_code', 'redeemed', 'claim_url'])
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
        schema: { tags: ['customer'], summary: "The company's event discount codes", response: { 200: eventsReply } },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        const rows = customerId === null ? [] : await companyCodes(customerId);
        return { data: rows.map((r) => ({ ...r, redeemed: r.redeemed === 1 })) };
      },
    );
  };
}
