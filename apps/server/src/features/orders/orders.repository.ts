import type { Fulfillment, Order } from '@owner-portal/contract/orders';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/database.ts';
import { pageOffset } from '../../shared/paging.ts';
import { likeContains } from '../../shared/search.ts';

export interface OrderIncludes {
  fulfillments: boolean;
  statuses: boolean;
  items: boolean;
}

export function parseOrderIncludes(include: string[]): OrderIncludes {
  const statuses = include.includes('fulfillments.statuses');
  const items = include.includes('fulfillments.items');
  return { fulfillments: statuses || items || include.includes('fulfillments'), statuses, items };
}

export interface OrderListOptions {
  page: number;
  perPage: number;
  orderBy?: 'created_at' | 'date' | 'order_number';
  orderDir: 'asc' | 'desc';
  search?: string;
  startDate?: string;
  endDate?: string;
}

function companyOrders(db: Db, customerId: number, o: Pick<OrderListOptions, 'search' | 'startDate' | 'endDate'>) {
  let query = db.selectFrom('orders').where('customer_id', '=', customerId);
  if (o.search) query = query.where((eb) => likeContains(eb.ref('order_number'), o.search!));
  if (o.startDate) query = query.where('date', '>=', o.startDate);
  if (o.endDate) query = query.where('date', '<=', o.endDate);
  return query;
}

export async function listOrders(db: Db, customerId: number, o: OrderListOptions, includes: OrderIncludes) {
  const base = companyOrders(db, customerId, o);
  // Without order_by, newest first: what "My Orders" and the dashboard's latest order both want.
  const [column, dir] = o.orderBy ? [o.orderBy, o.orderDir] : (['created_at', 'desc'] as const);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'order_number', 'date', 'created_at'])
      .orderBy(column, dir)
      .orderBy('id', dir)
      .limit(o.perPage)
      .offset(pageOffset(o.page, o.perPage))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: await withFulfillments(db, rows, includes), total: Number(count.n) };
}

export async function findOrder(db: Db, customerId: number, orderNumber: string, includes: OrderIncludes) {
  const row = await db
    .selectFrom('orders')
    .select(['id', 'order_number', 'date', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row ? (await withFulfillments(db, [row], includes))[0] : undefined;
}

/** Loads the included fulfilments, items and statuses for a page of orders in three queries, not one per order. */
async function withFulfillments(
  db: Db,
  orders: { id: number; order_number: string; date: string; created_at: string | Date }[],
  includes: OrderIncludes,
): Promise<Order[]> {
  const result: Order[] = orders.map((o) => ({
    id: o.id,
    order_number: o.order_number,
    date: o.date,
    created_at: toIso(o.created_at),
  }));
  if (!includes.fulfillments || orders.length === 0) return result;
  const fulfillments = await db
    .selectFrom('fulfillments')
    .selectAll()
    .where(
      'order_id',
      'in',
      orders.map((o) => o.id),
    )
    .orderBy('id')
    .execute();
  const ids = fulfillments.map((f) => f.id);
  const [items, statuses] = await Promise.all([
    includes.items && ids.length
      ? db
          .selectFrom('fulfillment_items')
          .select(['id', 'fulfillment_id', 'item_name', 'description', 'serial_number', 'qty'])
          .where('fulfillment_id', 'in', ids)
          .orderBy('id')
          .execute()
      : [],
    includes.statuses && ids.length
      ? db
          .selectFrom('fulfillment_statuses')
          .select(['fulfillment_id', 'status', 'created_at'])
          .where('fulfillment_id', 'in', ids)
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : [],
  ]);
  for (const order of result) {
    const own: Fulfillment[] = fulfillments
      .filter((f) => f.order_id === order.id)
      .map((f) => ({
        id: f.id,
        transaction_id: f.transaction_id,
        shipping_carrier: f.shipping_carrier,
        shipping_tracking: f.shipping_tracking,
        shipping_date: f.shipping_date,
        is_shipped: f.is_shipped === 1,
        current_status: f.current_status,
        ...(includes.items
          ? {
              items: {
                data: items.filter((i) => i.fulfillment_id === f.id).map(({ fulfillment_id: _f, ...item }) => item),
              },
            }
          : {}),
        ...(includes.statuses
          ? {
              statuses: {
                data: statuses
                  .filter((s) => s.fulfillment_id === f.id)
                  .map((s) => ({ status: s.status, created_at: toIso(s.created_at) })),
              },
            }
          : {}),
      }));
    order.fulfillments = { data: own };
  }
  return result;
}
