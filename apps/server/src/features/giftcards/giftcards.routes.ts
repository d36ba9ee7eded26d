import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { giftCard } from '@owner-portal/contract/giftcards/giftcards';
import type { AppContext } from '../../shared/app-context.ts';
import { prepareList } from '../../db/prepared.ts';
import { requireAuth } from '../../plugins/access.ts';
import { centsToAmount } from '../../shared/money.ts';

const giftCardsReply = z.object({ data: z.array(giftCard), meta: z.object({ total_balance: z.number() }) });

/** A company holds a handful of gift cards, so the list is not paged. */
export function giftCardsRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  const companyCards = prepareList(
    db,
    (customerId: number) =>
      db
        .selectFrom('gift_cards')
        .select(['id', 'code', 'balance_cents'])
        .where('customer_id', '=', customerId)
        .orderBy('id'),
    [-101],
  );
  return async (app) => {
    app.get(
      '/giftcards',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: "The company's gift cards and their total balance (summed in cents)",
          response: { 200: giftCardsReply },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        const rows = customerId === null ? [] : await companyCards(customerId);
        const totalCents = rows.reduce((sum, r) => sum + r.balance_cents, 0);
        return {
          data: rows.map((r) => ({ id: r.id, code: r.code, balance: centsToAmount(r.balance_cents) })),
          meta: { total_balance: centsToAmount(totalCents) },
        };
      },
    );
  };
}
