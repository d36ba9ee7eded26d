import {
  integrationOrderBody,
  integrationOrderReply,
  type IntegrationOrderBody,
} from '@owner-portal/contract/integration/orders';
import { unknownReference } from '@owner-portal/contract/integration/upserts';
import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { unprocessable, type FieldErrors } from '../../plugins/http-errors.ts';
import { defineOperation } from './operations.ts';
import { becameShipped, sameItems, sameStatuses, statusHistory, type ItemValues } from './order-upsert.rules.ts';
import {
  findOrder,
  fulfillmentsOf,
  insertFulfillment,
  insertOrder,
  itemsOf,
  readOrder,
  replaceItems,
  replaceStatuses,
  statusesOf,
  updateFulfillment,
  updateOrder,
  type FulfillmentValues,
} from './orders.repository.ts';
import { customerIdOf, productsByNetsuiteName } from './references.repository.ts';
import { upsert, type Upserted } from './upsert.ts';
import { isNewer, sourceTime } from './upsert.rules.ts';

/** An order with its references resolved to records: what any source (the ERP's API, a web shop's webhook) upserts. */
export interface ResolvedOrder {
  orderNumber: string;
  customerId: number;
  date: string;
  /** The source's updated_at. */
  updatedAt: string;
  fulfillments: ResolvedFulfillment[];
}

export interface ResolvedFulfillment {
  transactionId: string;
  values: FulfillmentValues;
  statuses: { status: string; created_at: string | null }[];
  items: ItemValues[];
}

export interface OrderUpserted extends Upserted {
  /** The fulfilments this change made shipped (new and shipped, or shipped now and not before). */
  newlyShipped: number[];
}

/**
 * Upserts an order with its fulfilments in the caller's transaction (decision 115): nothing when the
 * source's updated_at is not newer than the stored one; else the order, each fulfilment sent (found by
 * its transaction_id; one not sent is left as it is) with its items and status history as sent
 * (rewritten only when they differ), and which fulfilments newly became shipped.
 */
export async function upsertOrder(trx: Db, order: ResolvedOrder): Promise<OrderUpserted> {
  const values = { customer_id: order.customerId, date: order.date, source_updated_at: sourceTime(order.updatedAt) };
  const stored = await findOrder(trx, order.orderNumber);
  const ignored = (id: number) => ({ id, created: false, applied: false, newlyShipped: [] });
  if (stored && !isNewer(order.updatedAt, toIso(stored.source_updated_at))) return ignored(stored.id);
  if (stored && !(await updateOrder(trx, stored.id, values))) return ignored(stored.id);
  const id = stored ? stored.id : await insertOrder(trx, order.orderNumber, values);
  const existing = stored ? await fulfillmentsOf(trx, id) : [];
  const newlyShipped: number[] = [];
  const now = nowIso();
  for (const f of order.fulfillments) {
    const before = existing.find((e) => e.transaction_id === f.transactionId);
    const fulfillmentId = before ? before.id : await insertFulfillment(trx, id, f.transactionId, f.values);
    if (before) await updateFulfillment(trx, before.id, f.values);
    if (becameShipped(before && before.is_shipped === 1, f.values.is_shipped === 1)) newlyShipped.push(fulfillmentId);
    const storedItems = before ? await itemsOf(trx, fulfillmentId) : [];
    if (!before || !sameItems(storedItems, f.items)) await replaceItems(trx, fulfillmentId, f.items, !before);
    const storedStatuses = before ? await statusesOf(trx, fulfillmentId) : [];
    const history = statusHistory(f.statuses, storedStatuses, now);
    if (!before || !sameStatuses(storedStatuses, history)) await replaceStatuses(trx, fulfillmentId, history, !before);
  }
  return { id, created: !stored, applied: true, newlyShipped };
}

/** The API's order with its references resolved; every unknown netsuite_name is named in one 422. */
export async function resolveOrder(trx: Db, orderNumber: string, body: IntegrationOrderBody): Promise<ResolvedOrder> {
  const customerId = await customerIdOf(trx, body.customer_external_id);
  const names = body.fulfillments.flatMap((f) => f.items.flatMap((i) => (i.netsuite_name ? [i.netsuite_name] : [])));
  const products = await productsByNetsuiteName(trx, names);
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

export const orderUpsert = defineOperation({
  collection: 'orders',
  param: 'order_number',
  scope: 'orders:write',
  summary:
    'Create or update an order with its fulfilments (by transaction_id), items (by product netsuite_name, with serial numbers) and status history (scope orders:write)',
  body: integrationOrderBody,
  reply: integrationOrderReply,
  run: ({ db }, caller, orderNumber, body) =>
    upsert(db, caller, {
      entity: 'order',
      subjectType: 'order',
      details: { order_number: orderNumber, updated_at: body.updated_at },
      write: async (trx) => upsertOrder(trx, await resolveOrder(trx, orderNumber, body)),
      read: readOrder,
    }),
});
