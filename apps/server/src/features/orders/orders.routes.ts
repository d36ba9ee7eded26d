import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { includeList } from '@owner-portal/contract/products/catalog';
import { messageReply, validationErrorReply } from '@owner-portal/contract/errors';
import { order, ORDER_INCLUDES, ordersQuery } from '@owner-portal/contract/orders/orders';
import { paged } from '@owner-portal/contract/paging';
import type { AppContext } from '../../shared/app-context.ts';
import { requireAuth } from '../../plugins/access.ts';
import { notFound } from '../../plugins/http-errors.ts';
import { emptyPage, pageMeta } from '../../shared/paging.ts';
import { findOrder, listOrders, parseOrderIncludes } from './orders.repository.ts';
import { registerShipmentNotices } from './shipment-notices.ts';

export function ordersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  registerShipmentNotices(ctx);
  return async (app) => {
    app.get(
      '/orders',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: "The company's orders, newest first; include=fulfillments,fulfillments.statuses,fulfillments.items",
          querystring: ordersQuery,
          response: { 200: paged(order), 422: validationErrorReply },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        const q = request.query;
        const perPage = q.limit ?? q.per_page;
        if (customerId === null) return emptyPage(q.page, perPage);
        const { data, total } = await listOrders(
          db,
          customerId,
          {
            page: q.page,
            perPage,
            orderBy: q.order_by,
            orderDir: q.order_dir,
            search: q.search,
            startDate: q.start_date,
            endDate: q.end_date,
          },
          parseOrderIncludes(q.include),
        );
        return { data, meta: pageMeta(total, data.length, q.page, perPage) };
      },
    );

    app.get(
      '/orders/:number',
      {
        config: { access: { kind: 'customer' } },
        schema: {
          tags: ['customer'],
          summary: 'One order by its number, with its fulfilments, their items and status history by default',
          params: z.object({ number: z.string().min(1).max(64) }),
          querystring: z.object({ include: includeList(ORDER_INCLUDES) }),
          response: { 200: z.object({ data: order }), 404: messageReply, 422: validationErrorReply },
        },
      },
      async (request) => {
        const { customerId } = requireAuth(request);
        const include = request.query.include.length ? request.query.include : [...ORDER_INCLUDES];
        const found =
          customerId === null
            ? undefined
            : await findOrder(db, customerId, request.params.number, parseOrderIncludes(include));
        if (!found) throw notFound();
        return { data: found };
      },
    );
  };
}
