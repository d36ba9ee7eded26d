import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context.ts';
import { countRequest } from '../../shared/request-limits.ts';
import { findLink, recordVisit } from './customer-referrals.repository.ts';
import { VISIT_LIMIT, visitDay, visitorOf } from './referral-visits.ts';

/** Where a referral link sends its visitor (SHOP_URL; the demo's shop otherwise). */
export const DEFAULT_SHOP_URL = 'https://shop.example.com/';

/**
 * The public referral link `PUBLIC_URL/r/{code}`: counts the visit (once per visitor, link and day,
 * within the address's limit) and sends the visitor on to the shop with the code. Every request
 * reaches the shop, counted or not, and an unknown code without one: a visitor is never stopped here.
 */
export function referralLinkRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/r/:code',
      {
        config: { access: { kind: 'public' } },
        schema: { hide: true, params: z.object({ code: z.string().max(64) }) },
      },
      async (request, reply) => {
        const link = /^[A-Za-z0-9_-]+$/.test(request.params.code) ? await findLink(db, request.params.code) : undefined;
        const target = new URL(config.shopUrl ?? DEFAULT_SHOP_URL);
        if (link) {
          target.searchParams.set('ref', link.code);
          const visitor = visitorOf(request);
          if (visitor.setCookie) reply.header('set-cookie', visitor.setCookie);
          try {
            const limit = [{ key: `referral-visit:${request.ip}`, max: VISIT_LIMIT.perAddress }];
            if ((await countRequest(db, limit, VISIT_LIMIT.windowMs)) === 0)
              await recordVisit(db, link.id, visitor.key, visitDay());
          } catch (err) {
            // A count that could not be written (a busy database under a flood) does not stop the visitor.
            request.log.warn({ err }, 'referral visit not counted');
          }
        }
        return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
      },
    );
  };
}
