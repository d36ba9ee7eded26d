import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { inTransaction } from '../../db/database.ts';
import { fieldError, unauthenticated } from '../../plugins/http-errors.ts';
import type { AppContext } from '../../shared/app-context.ts';
import { registerShopifyWebhookJob } from './shopify-webhook-job.ts';
import { SHOPIFY_TOPICS } from './shopify-payloads.ts';
import { shopifySigned } from './shopify-signature.ts';
import { insertWebhook } from './shopify-webhooks.repository.ts';

/** Shopify's largest payloads (an order of many lines) are well under this. */
const BODY_LIMIT = 5 * 1024 * 1024;

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * `POST /api/integration/shopify/webhooks`: what Shopify sends, as it sends it (decision 121). The
 * HMAC of the raw body is the authentication (no API key), so this group keeps the body's bytes:
 * its own content-type parser, in this plugin only. The reply comes at once: the payload is stored
 * once per X-Shopify-Webhook-Id and its job queued in one transaction; the job does the work.
 */
export function shopifyWebhooksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  registerShopifyWebhookJob(ctx);
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    app.post(
      '/integration/shopify/webhooks',
      {
        bodyLimit: BODY_LIMIT,
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['integration'],
          summary:
            "Shopify's webhooks (orders/create, orders/updated, orders/paid, fulfillments/create, fulfillments/update), signed with X-Shopify-Hmac-Sha256; other topics are acknowledged and ignored",
          headers: z.object({
            'x-shopify-topic': z.string().optional(),
            'x-shopify-hmac-sha256': z.string().optional(),
            'x-shopify-webhook-id': z.string().optional(),
          }),
          response: {
            200: z.object({ status: z.enum(['queued', 'duplicate', 'ignored']) }),
            401: messageReply,
            422: validationErrorReply,
          },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const headers = request.headers;
        if (!shopifySigned(ctx.config.shopifyWebhookSecret, body, header(headers['x-shopify-hmac-sha256']))) {
          // The same 401 as any refused credential: it tells a prober nothing about the secret.
          throw unauthenticated();
        }
        const topic = header(headers['x-shopify-topic']) ?? '';
        if (!SHOPIFY_TOPICS.includes(topic)) return { status: 'ignored' as const };
        const webhookId = header(headers['x-shopify-webhook-id'])?.trim();
        if (!webhookId || webhookId.length > 255) {
          throw fieldError('x-shopify-webhook-id', 'The X-Shopify-Webhook-Id header is required.');
        }
        const stored = await inTransaction(ctx.db, async (trx) => {
          const id = await insertWebhook(trx, webhookId, topic, body.toString('utf8'));
          if (id !== undefined) await ctx.jobs.send('integration.shopify-webhook', { id }, { transaction: trx });
          return id;
        });
        return { status: stored === undefined ? ('duplicate' as const) : ('queued' as const) };
      },
    );
  };
}
