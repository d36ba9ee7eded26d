import type { Fulfillment, Order } from '@owner-portal/contract/orders';
import type { Db } from '../../db/database.ts';
import { perDatabase, prepareList, prepareQuery } from '../../db/prepared.ts';
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

const ORDER_COLUMNS = ['id', 'order_number', 'date', 'created_at'] as const;
const ITEM_COLUMNS = ['id', 'fulfillment_id', 'item_name', 'description', 'serial_number', 'qty'] as const;
const STATUS_COLUMNS = ['fulfillment_id', 'status', 'created_at'] as const;
type OrderSort = [NonNullable<OrderListOptions['orderBy']>, OrderListOptions['orderDir']];

/**
 * The dashboard's latest order and an unfiltered "My Orders" page are the hot forms: their
 * queries are compiled once per sort (and per database), the one-order fulfilment queries too.
 */
const orderQueries = perDatabase((db) => {
  const pages = new Map<
    string,
    (customerId: number, limit: number, offset: number) => Promise<(OrderRow & { total: number })[]>
  >();
  const byOrder = (orderId: number) => db.selectFrom('fulfillments').select('id').where('order_id', '=', orderId);
  return {
    page([column, dir]: OrderSort) {
      const key = `${column} ${dir}`;
      let page = pages.get(key);
      if (!page) {
        page = prepareList(
          db,
          (customerId: number, limit: number, offset: number) =>
            db
              .selectFrom('orders')
              .select(ORDER_COLUMNS)
              // The total rides along on every row: one query where a page and a count were two.
              .select((eb) => eb.fn.countAll<number>().over().as('total'))
              .where('customer_id', '=', customerId)
              .orderBy(column, dir)
              .orderBy('id', dir)
              .limit(limit)
              .offset(offset),
          [-101, -102, -103],
        );
        pages.set(key, page);
      }
      return page;
    },
    count: prepareQuery(
      db,
      (customerId: number) =>
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', customerId),
      [-101],
    ),
    fulfillments: prepareList(
      db,
      (orderId: number) => db.selectFrom('fulfillments').selectAll().where('order_id', '=', orderId).orderBy('id'),
      [-101],
    ),
    items: prepareList(
      db,
      (orderId: number) =>
        db
          .selectFrom('fulfillment_items')
          .select(ITEM_COLUMNS)
          .where('fulfillment_id', 'in', byOrder(orderId))
          .orderBy('id'),
      [-101],
    ),
    statuses: prepareList(
      db,
      (orderId: number) =>
        db
          .selectFrom('fulfillment_statuses')
          .select(STATUS_COLUMNS)
          .where('fulfillment_id', 'in', byOrder(orderId))
          .orderBy('created_at')
          .orderBy('id'),
      [-101],
    ),
  };
});

type OrderRow = { id: number; order_number: string; date: string; created_at: string | Date };

export async function listOrders(db: Db, customerId: number, o: OrderListOptions, includes: OrderIncludes) {
  // Without order_by, newest first: what "My Orders" and the dashboard's latest order both want.
  const sort: OrderSort = o.orderBy ? [o.orderBy, o.orderDir] : ['created_at', 'desc'];
  const offset = pageOffset(o.page, o.perPage);
  let rows: OrderRow[];
  let total: number;
  if (o.search || o.startDate || o.endDate) {
    const base = companyOrders(db, customerId, o);
    const [page, count] = await Promise.all([
      base
        .select(ORDER_COLUMNS)
        .orderBy(sort[0], sort[1])
        .orderBy('id', sort[1])
        .limit(o.perPage)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    [rows, total] = [page, Number(count.n)];
  } else {
    const prepared = orderQueries(db);
    const page = await prepared.page(sort)(customerId, o.perPage, offset);
    // A page past the end has no row to carry the total.
    [rows, total] = [page, page[0] ? Number(page[0].total) : Number((await prepared.count(customerId))?.n ?? 0)];
  }
  return { data: await withFulfillments(db, rows, includes), total };
}

export async function findOrder(db: Db, customerId: number, orderNumber: string, includes: OrderIncludes) {
  const row = await db
    .selectFrom('orders')
    .select(ORDER_COLUMNS)
    .where('customer_id', '=', customerId)
    .where('order_number', '=', orderNumber)
    .executeTakeFirst();
  return row ? (await withFulfillments(db, [row], includes))[0] : undefined;
}

/** The fulfilments of these orders, with their items and statuses when included: three queries, not three per order. */
async function loadFulfillments(db: Db, orderIds: number[], includes: OrderIncludes) {
  if (orderIds.length === 1) {
    const prepared = orderQueries(db);
    const [orderId] = orderIds as [number];
    return Promise.all([
      prepared.fulfillments(orderId),
      includes.items ? prepared.items(orderId) : [],
      includes.statuses ? prepared.statuses(orderId) : [],
    ]);
  }
  const ofOrders = db.selectFrom('fulfillments').select('id').where('order_id', 'in', orderIds);
  return Promise.all([
    db.selectFrom('fulfillments').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
    includes.items
      ? db
          .selectFrom('fulfillment_items')
          .select(ITEM_COLUMNS)
          .where('fulfillment_id', 'in', ofOrders)
          .orderBy('id')
          .execute()
      : [],
    includes.statuses
      ? db
          .selectFrom('fulfillment_statuses')
          .select(STATUS_COLUMNS)
          .where('fulfillment_id', 'in', ofOrders)
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : [],
  ]);
}

async function withFulfillments(db: Db, orders: OrderRow[], includes: OrderIncludes): Promise<Order[]> {
  const result: Order[] = orders.map((o) => ({
    id: o.id,
    order_number: o.order_number,
    date: o.date,
    created_at: toIso(o.created_at),
  }));
  if (!includes.fulfillments || orders.length === 0) return result;
  const [fulfillments, items, statuses] = await loadFulfillments(
    db,
    orders.map((o) => o.id),
    includes,
  );
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
