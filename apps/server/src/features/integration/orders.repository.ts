import type { IntegrationOrder } from '@owner-portal/contract/integration/orders';
import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import type { ItemValues, StatusValues } from './order-upsert.rules.ts';
import { olderThan } from './references.repository.ts';

/** The SQL of the order upsert: an order, its fulfilments by transaction_id, their items and statuses. */

export interface OrderValues {
  customer_id: number;
  date: string;
  source_updated_at: string;
}

export interface FulfillmentValues {
  shipping_carrier: string | null;
  shipping_tracking: string | null;
  shipping_date: string | null;
  is_shipped: number;
  current_status: string;
}

export const findOrder = (db: Db, orderNumber: string) =>
  db
    .selectFrom('orders')
    .select(['id', 'source_updated_at'])
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();

/** Inserts the order unless its number is taken; its id, or undefined when it was there already. */
export async function insertNewOrder(db: Db, orderNumber: string, values: OrderValues): Promise<number | undefined> {
  const now = nowIso();
  const row = await db
    .insertInto('orders')
    .values({ ...values, order_number: orderNumber, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('order_number').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The order's own row, guarded: it also takes the order's row lock before its fulfilments change. */
export async function updateOrder(db: Db, id: number, values: OrderValues): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where(olderThan(values.source_updated_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export const fulfillmentsOf = (db: Db, orderId: number) =>
  db
    .selectFrom('fulfillments')
    .select(['id', 'transaction_id', 'is_shipped'])
    .where('order_id', '=', orderId)
    .execute();

export async function insertFulfillment(
  db: Db,
  orderId: number,
  transactionId: string,
  values: FulfillmentValues,
): Promise<number> {
  const { id } = await db
    .insertInto('fulfillments')
    .values({ ...values, order_id: orderId, transaction_id: transactionId, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateFulfillment(db: Db, id: number, values: FulfillmentValues): Promise<void> {
  await db.updateTable('fulfillments').set(values).where('id', '=', id).execute();
}

export const itemsOf = (db: Db, fulfillmentId: number): Promise<ItemValues[]> =>
  db
    .selectFrom('fulfillment_items')
    .select(['product_id', 'item_name', 'description', 'serial_number', 'tier', 'qty'])
    .where('fulfillment_id', '=', fulfillmentId)
    .orderBy('id')
    .execute();

export async function replaceItems(db: Db, fulfillmentId: number, items: readonly ItemValues[], fresh: boolean) {
  if (!fresh) await db.deleteFrom('fulfillment_items').where('fulfillment_id', '=', fulfillmentId).execute();
  if (items.length > 0)
    await db
      .insertInto('fulfillment_items')
      .values(items.map((item) => ({ ...item, fulfillment_id: fulfillmentId })))
      .execute();
}

/** The items' ids of each fulfilment, in the order they were written. */
export async function itemIdsOf(db: Db, fulfillmentIds: readonly number[]): Promise<Map<number, number[]>> {
  const ids = new Map<number, number[]>();
  if (fulfillmentIds.length === 0) return ids;
  const rows = await db
    .selectFrom('fulfillment_items')
    .select(['id', 'fulfillment_id'])
    .where('fulfillment_id', 'in', fulfillmentIds)
    .orderBy('id')
    .execute();
  for (const row of rows) ids.set(row.fulfillment_id, [...(ids.get(row.fulfillment_id) ?? []), row.id]);
  return ids;
}

export async function statusesOf(db: Db, fulfillmentId: number): Promise<StatusValues[]> {
  const rows = await db
    .selectFrom('fulfillment_statuses')
    .select(['status', 'created_at'])
    .where('fulfillment_id', '=', fulfillmentId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ status: r.status, created_at: toIso(r.created_at) }));
}

export async function replaceStatuses(
  db: Db,
  fulfillmentId: number,
  statuses: readonly StatusValues[],
  fresh: boolean,
) {
  if (!fresh) await db.deleteFrom('fulfillment_statuses').where('fulfillment_id', '=', fulfillmentId).execute();
  if (statuses.length > 0)
    await db
      .insertInto('fulfillment_statuses')
      .values(statuses.map((s) => ({ ...s, fulfillment_id: fulfillmentId })))
      .execute();
}

/** The order as stored, in the shape the API takes it, for the reply. */
export async function readOrder(db: Db, id: number): Promise<IntegrationOrder> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['o.id', 'o.order_number', 'c.external_id as customer_external_id', 'o.date', 'o.source_updated_at'])
    .where('o.id', '=', id)
    .executeTakeFirstOrThrow();
  const fulfillments = await db
    .selectFrom('fulfillments')
    .select([
      'id',
      'transaction_id',
      'shipping_carrier',
      'shipping_tracking',
      'shipping_date',
      'is_shipped',
      'current_status',
    ])
    .where('order_id', '=', id)
    .orderBy('id')
    .execute();
  const ids = fulfillments.map((f) => f.id);
  const items = ids.length
    ? await db
        .selectFrom('fulfillment_items as i')
        .leftJoin('products as p', 'p.id', 'i.product_id')
        .select([
          'i.id',
          'i.fulfillment_id',
          'p.netsuite_name',
          'i.item_name',
          'i.description',
          'i.serial_number',
          'i.tier',
          'i.qty',
        ])
        .where('i.fulfillment_id', 'in', ids)
        .orderBy('i.id')
        .execute()
    : [];
  const statuses = ids.length
    ? await db
        .selectFrom('fulfillment_statuses')
        .select(['fulfillment_id', 'status', 'created_at'])
        .where('fulfillment_id', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  const { source_updated_at, ...rest } = order;
  return {
    ...rest,
    updated_at: toIso(source_updated_at),
    fulfillments: fulfillments.map((f) => ({
      ...f,
      is_shipped: f.is_shipped === 1,
      statuses: statuses
        .filter((s) => s.fulfillment_id === f.id)
        .map((s) => ({ status: s.status, created_at: toIso(s.created_at) })),
      items: items.filter((i) => i.fulfillment_id === f.id).map(({ fulfillment_id: _, ...item }) => item),
    })),
  };
}
