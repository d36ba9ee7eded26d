import {
  integrationOrderBody,
  integrationOrderReply,
  type IntegrationOrder,
  type IntegrationOrderBody,
} from '@owner-portal/contract/integration/orders';
import { unknownReference } from '@owner-portal/contract/integration/upserts';
import type { Db } from '../../db/database.ts';
import { unprocessable, type FieldErrors } from '../../plugins/http-errors.ts';
import { queueShipmentNotices } from '../orders/orders.feature.ts';
import { defineOperation } from './operations.ts';
import { upsertOrder, type OrderUpserted, type ResolvedOrder } from './order-upsert.ts';
import { itemIdsOf, readOrder } from './orders.repository.ts';
import { customerIdOf, productsByNetsuiteName, type KnownReferences } from './references.repository.ts';
import { upsert } from './upsert.ts';
import { sourceTime } from './upsert.rules.ts';

/** The API's order with its references resolved; every unknown netsuite_name is named in one 422. */
export async function resolveOrder(
  trx: Db,
  orderNumber: string,
  body: IntegrationOrderBody,
  known: KnownReferences,
): Promise<ResolvedOrder> {
  const customerId = await customerIdOf(trx, body.customer_external_id, known);
  const names = body.fulfillments.flatMap((f) => f.items.flatMap((i) => (i.netsuite_name ? [i.netsuite_name] : [])));
  const products = await productsByNetsuiteName(trx, names, known);
  const errors: FieldErrors = {};
  const fulfillments = body.fulfillments.map((f, fi) => ({
    transactionId: f.transaction_id,
    values: {
      shipping_carrier: f.shipping_carrier ?? null,
      shipping_tracking: f.shipping_tracking ?? null,
      shipping_date: f.shipping_date ?? null,
      is_shipped: f.is_shipped ? 1 : 0,
      current_status: f.current_status,
    },
    statuses: f.statuses.map((s) => ({ status: s.status, created_at: s.created_at ?? null })),
    items: f.items.map((item, ii) => {
      const product = item.netsuite_name ? products.get(item.netsuite_name) : undefined;
      if (item.netsuite_name && !product) {
        errors[`fulfillments.${fi}.items.${ii}.netsuite_name`] = [unknownReference('netsuite_name')];
      }
      return {
        product_id: product?.id ?? null,
        item_name: item.item_name ?? product?.display_name ?? item.netsuite_name ?? '',
        description: item.description ?? null,
        serial_number: item.serial_number ?? null,
        tier: item.tier ?? null,
        qty: item.qty,
      };
    }),
  }));
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
  return { orderNumber, customerId, date: body.date, updatedAt: body.updated_at, fulfillments };
}

/**
 * A new order as it was just written, for its reply: everything of it was sent, so only its items'
 * ids are read (an import of new orders reads one table per order, not four). readOrder answers
 * every other case; the replay test holds the two to the same reply.
 */
async function createdOrder(
  trx: Db,
  result: OrderUpserted,
  order: ResolvedOrder,
  body: IntegrationOrderBody,
): Promise<IntegrationOrder> {
  const itemIds = await itemIdsOf(
    trx,
    result.fulfillments.map((f) => f.id),
  );
  return {
    id: result.id,
    order_number: order.orderNumber,
    customer_external_id: body.customer_external_id,
    date: order.date,
    updated_at: sourceTime(order.updatedAt),
    fulfillments: order.fulfillments.map((f, fi) => {
      const { id, statuses } = result.fulfillments[fi]!;
      const ids = itemIds.get(id) ?? [];
      return {
        id,
        transaction_id: f.transactionId,
        ...f.values,
        is_shipped: f.values.is_shipped === 1,
        statuses,
        items: f.items.map(({ product_id: _, ...item }, ii) => ({
          id: ids[ii]!,
          netsuite_name: body.fulfillments[fi]!.items[ii]!.netsuite_name ?? null,
          ...item,
        })),
      };
    }),
  };
}

export const orderUpsert = defineOperation({
  collection: 'orders',
  param: 'order_number',
  scope: 'orders:write',
  summary:
    'Create or update an order with its fulfilments (by transaction_id), items (by product netsuite_name, with serial numbers) and status history (scope orders:write)',
  body: integrationOrderBody,
  reply: integrationOrderReply,
  run: ({ db, jobs }, caller, orderNumber, body, known) =>
    upsert(db, caller, {
      entity: 'order',
      subjectType: 'order',
      details: { order_number: orderNumber, updated_at: body.updated_at },
      write: async (trx) => {
        const order = await resolveOrder(trx, orderNumber, body, known);
        const result = await upsertOrder(trx, order);
        await queueShipmentNotices(jobs, trx, result.newlyShipped);
        return { ...result, written: result.created ? await createdOrder(trx, result, order, body) : undefined };
      },
      read: (on, id, result) => (result.written ? Promise.resolve(result.written) : readOrder(on, id)),
    }),
});
