import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { idParams } from '@owner-portal/contract/params';
import { paged } from '@owner-portal/contract/paging';
import {
  WEBHOOK_MESSAGES,
  webhookCreateBody,
  webhookCreatedReply,
  webhookDelivery,
  webhookDeliveryListQuery,
  webhookDeliveryParams,
  webhookDeliveryReply,
  webhookItem,
  webhookListQuery,
  webhookReply,
  webhookUpdateBody,
} from '@owner-portal/contract/webhooks/webhooks';
import type { AppContext } from '../../shared/app-context.ts';
import { nowIso } from '../../db/database.ts';
import { auditedWrite, deletedOne } from '../../shared/audited-write.ts';
import type { Access } from '../../plugins/access.ts';
import { fieldError, notFound } from '../../plugins/http-errors.ts';
import { listRoute } from '../../shared/list-route.ts';
import { pageMeta } from '../../shared/paging.ts';
import { failPendingDeliveries, findDelivery, listDeliveries } from './deliveries.repository.ts';
import { deliver } from './delivery.ts';
import { deleteEndpoint, findEndpoint, insertEndpoint, listEndpoints, updateEndpoint } from './endpoints.repository.ts';
import { checkReceiver } from './receiver-address.ts';
import { newSecret, secretBox } from './secrets.ts';

const ACCESS: Access = { kind: 'staff', areas: ['webhooks'] };
const TAGS = ['webhooks'];
const REFUSAL_TEXT = {
  https: WEBHOOK_MESSAGES.urlHttps,
  unresolved: WEBHOOK_MESSAGES.urlUnresolved,
  private: WEBHOOK_MESSAGES.urlPrivate,
} as const;
const urlRefused = validationErrorReply.meta({
  description: 'A field is invalid, or the URL is not https, does not resolve, or resolves to a private address',
  examples: [{ message: 'The given data was invalid.', errors: { url: [WEBHOOK_MESSAGES.urlPrivate] } }],
});

/** Staff's outgoing webhooks (decision 118): endpoints, their deliveries and attempts, and retries. */
export function adminWebhooksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, jobs } = ctx;
  const secrets = secretBox(ctx.config.jwtSecret);
  const allowedHosts = ctx.config.webhookAllowedHosts ?? [];
  jobs.register('webhooks.deliver', (job) => deliver({ db, jobs, secrets, allowedHosts }, job));

  /** The URL must be one a delivery may go to, by what its host resolves to now (checked again at every attempt). */
  async function checkUrl(url: string) {
    const checked = await checkReceiver(url, allowedHosts);
    if ('refusal' in checked) throw fieldError('url', REFUSAL_TEXT[checked.refusal]);
  }

  const endpointOf = async (id: number) => ({ data: (await findEndpoint(db, id))! });

  return async (app) => {
    listRoute(app, {
      url: '/admin/webhooks',
      access: ACCESS,
      tags: TAGS,
      summary: 'Webhook endpoints: search by URL, sort and page (secrets are never listed)',
      query: webhookListQuery,
      item: webhookItem,
      list: (q) => listEndpoints(db, q),
    });

    app.get(
      '/admin/webhooks/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary: 'One webhook endpoint',
          params: idParams,
          response: { 200: webhookReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const endpoint = await findEndpoint(db, request.params.id);
        if (!endpoint) throw notFound();
        return { data: endpoint };
      },
    );

    app.post(
      '/admin/webhooks',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary: 'Add a webhook endpoint for some events; the reply carries its signing secret, shown this once',
          body: webhookCreateBody,
          response: { 201: webhookCreatedReply, 422: urlRefused },
        },
      },
      async (request, reply) => {
        const { url, events } = request.body;
        await checkUrl(url);
        const secret = newSecret();
        return auditedWrite(db, request, reply, {
          write: (_, trx) => insertEndpoint(trx, { url, events, secretSealed: secrets.seal(secret) }),
          audit: (id) => ({
            action: 'webhook.create',
            subjectType: 'webhook_endpoint',
            subjectId: id,
            details: { url, events },
          }),
          status: 201,
          reply: async (id) => ({ ...(await endpointOf(id)), secret }),
        });
      },
    );

    app.put(
      '/admin/webhooks/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary:
            'Change an endpoint: its URL, its events, or enabled (enabling starts its health afresh; disabling stops its waiting deliveries). What is left out stays',
          params: idParams,
          body: webhookUpdateBody,
          response: { 200: webhookReply, 404: messageReply, 422: urlRefused },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const endpoint = await findEndpoint(db, request.params.id);
        if (endpoint && body.url !== undefined && body.url !== endpoint.url) await checkUrl(body.url);
        return auditedWrite(db, request, reply, {
          find: async () => endpoint,
          write: async (row, trx) => {
            await updateEndpoint(trx, row.id, body);
            if (body.enabled === false) await failPendingDeliveries(trx, row.id, nowIso());
          },
          audit: (_, row) => ({
            action: 'webhook.update',
            subjectType: 'webhook_endpoint',
            subjectId: row.id,
            details: { ...body },
          }),
          reply: (_, row) => endpointOf(row.id),
        });
      },
    );

    app.delete(
      '/admin/webhooks/:id',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary: 'Delete an endpoint with its deliveries; nothing more is sent to it',
          params: idParams,
          response: { 204: z.null(), 404: messageReply },
        },
      },
      (request, reply) =>
        auditedWrite(db, request, reply, {
          find: () => findEndpoint(db, request.params.id),
          write: async (row, trx) => deletedOne(await deleteEndpoint(trx, row.id)),
          audit: (_, row) => ({
            action: 'webhook.delete',
            subjectType: 'webhook_endpoint',
            subjectId: row.id,
            details: { url: row.url },
          }),
          status: 204,
          reply: () => null,
        }),
    );

    app.get(
      '/admin/webhooks/:id/deliveries',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary: "An endpoint's deliveries, newest first, each with every attempt's status code, time and error",
          params: idParams,
          querystring: webhookDeliveryListQuery,
          response: { 200: paged(webhookDelivery), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        if (!(await findEndpoint(db, request.params.id))) throw notFound();
        const q = request.query;
        const { rows, total } = await listDeliveries(db, request.params.id, q);
        return { data: rows, meta: pageMeta(total, rows.length, q.page, q.per_page) };
      },
    );

    app.post(
      '/admin/webhooks/:id/deliveries/:deliveryId/retry',
      {
        config: { access: ACCESS },
        schema: {
          tags: TAGS,
          summary:
            'Send a delivery again now, whatever its status (its webhook-id stays, so the receiver can tell a repeat); the attempt is queued and shows in the delivery',
          params: webhookDeliveryParams,
          response: { 202: webhookDeliveryReply, 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request, reply) => {
        const { id, deliveryId } = request.params;
        const endpoint = await findEndpoint(db, id);
        const delivery = endpoint && (await findDelivery(db, id, deliveryId));
        if (!delivery) throw notFound();
        if (!endpoint!.enabled) throw fieldError('id', WEBHOOK_MESSAGES.endpointDisabled);
        return auditedWrite(db, request, reply, {
          find: async () => delivery,
          audit: (_, delivery) => ({
            action: 'webhook.retry',
            subjectType: 'webhook_delivery',
            subjectId: delivery.id,
            details: { endpoint_id: id },
          }),
          after: (_, delivery, trx) =>
            jobs.send('webhooks.deliver', { delivery_id: delivery.id, attempt: null }, { transaction: trx }),
          status: 202,
          reply: async (_, delivery) => ({ data: (await findDelivery(db, id, delivery.id))! }),
        });
      },
    );
  };
}
