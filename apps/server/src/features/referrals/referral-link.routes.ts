import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../shared/app-context.ts';
import { recordVisit } from './customer-referrals.repository.ts';

/** Where a referral link sends its visitor (SHOP_URL; the demo's shop otherwise). */
export const DEFAULT_SHOP_URL = 'https://shop.example.com/';

/**
 * The public referral link `PUBLIC_URL/r/{code}`: records the visit and sends the visitor on to the
 * shop with the code. An unknown code still reaches the shop, without one.
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
        const code = /^[A-Za-z0-9_-]+$/.test(request.params.code)
          ? await recordVisit(db, request.params.code)
          : undefined;
        const target = new URL(config.shopUrl ?? DEFAULT_SHOP_URL);
        if (code) target.searchParams.set('ref', code);
        return reply.header('cache-control', 'no-store').redirect(target.toString(), 302);
      },
    );
  };
}
