import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import {
  becameShipped,
  sameItems,
  sameStatuses,
  statusHistory,
  type ItemValues,
  type StatusValues,
} from './order-upsert.rules.ts';
import {
  findOrder,
  fulfillmentsOf,
  insertFulfillment,
  insertNewOrder,
  itemsOf,
  replaceItems,
  replaceStatuses,
  statusesOf,
  updateFulfillment,
  updateOrder,
  type FulfillmentValues,
} from './orders.repository.ts';
import type { Upserted } from './upsert.ts';
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
  /** The fulfilments sent, in order, with the status history stored for each (none when ignored). */
  fulfillments: { id: number; statuses: StatusValues[] }[];
}

/**
 * Upserts an order with its fulfilments in the caller's transaction (decision 115): nothing when the
 * source's updated_at is not newer than the stored one; else the order, each fulfilment sent (found by
 * its transaction_id; one not sent is left as it is) with its items and status history as sent
 * (rewritten only when they differ), and which fulfilments newly became shipped.
 */
export async function upsertOrder(trx: Db, order: ResolvedOrder): Promise<OrderUpserted> {
  const values = { customer_id: order.customerId, date: order.date, source_updated_at: sourceTime(order.updatedAt) };
  // A new order takes one statement; a known one is read after that insert did nothing.
  const createdId = await insertNewOrder(trx, order.orderNumber, values);
  const stored = createdId === undefined ? await findOrder(trx, order.orderNumber) : undefined;
  const ignored = (id: number) => ({ id, created: false, applied: false, newlyShipped: [], fulfillments: [] });
  if (stored && !isNewer(order.updatedAt, toIso(stored.source_updated_at))) return ignored(stored.id);
  if (stored && !(await updateOrder(trx, stored.id, values))) return ignored(stored.id);
  const id = createdId ?? stored!.id;
  const existing = stored ? await fulfillmentsOf(trx, id) : [];
  const newlyShipped: number[] = [];
  const sent: OrderUpserted['fulfillments'] = [];
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
    sent.push({ id: fulfillmentId, statuses: history });
  }
  return { id, created: createdId !== undefined, applied: true, newlyShipped, fulfillments: sent };
}
