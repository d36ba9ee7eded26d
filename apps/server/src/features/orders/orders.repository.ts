import type { Fulfillment, Order } from '@owner-portal/contract/orders/orders';
import type { Compilable, ExpressionBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { isPostgres, toIso } from '../../db/database.ts';
import { perDatabase, prepareList, prepareQuery } from '../../db/prepared.ts';
import { pageOffset } from '../../shared/paging.ts';
import { likeContains } from '../../shared/search.ts';
import { rowsAt } from '../../db/limit.ts';

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
type OrderSort = [NonNullable<OrderListOptions['orderBy']>, OrderListOptions['orderDir']];

/** A page of the company's orders, each row with the company's total; unfiltered, in one sort. */
function ordersPage(db: Db, [column, dir]: OrderSort, limit: number, customerId: number, offset: number) {
  return (
    db
      .selectFrom('orders')
      .select(ORDER_COLUMNS)
      // The total rides along on every row: one query where a page and a count were two. A
      // scalar subquery, not count(*) over (): the window made SQLite sort the page again.
      .select((eb) =>
        eb
          .selectFrom('orders as counted')
          .select(eb.fn.countAll<number>().as('n'))
          .where('counted.customer_id', '=', customerId)
          .as('total'),
      )
      .where('customer_id', '=', customerId)
      .orderBy(column, dir)
      .orderBy('id', dir)
      .$call(rowsAt(limit, offset))
  );
}

/**
 * The page with its orders' fulfilments, one row per fulfilment (an order without one has a row
 * of nulls): one query where the page and its fulfilments were two round trips on PostgreSQL.
 */
function ordersPageWithFulfillments(db: Db, sort: OrderSort, limit: number, customerId: number, offset: number) {
  return db
    .selectFrom(ordersPage(db, sort, limit, customerId, offset).as('o'))
    .leftJoin('fulfillments as f', 'f.order_id', 'o.id')
    .selectAll('o')
    .select([
      'f.id as f_id',
      'f.transaction_id',
      'f.shipping_carrier',
      'f.shipping_tracking',
      'f.shipping_date',
      'f.is_shipped',
      'f.current_status',
    ])
    .select((eb) => fulfillmentContents(db, eb))
    .orderBy(`o.${sort[0]}`, sort[1])
    .orderBy('o.id', sort[1])
    .orderBy('f.id');
}

type PagedOrderRow = OrderRow & { total: number | null };
type PageWithFulfillmentsRow = PagedOrderRow & {
  f_id: number | null;
  transaction_id: string | null;
  shipping_carrier: string | null;
  shipping_tracking: string | null;
  shipping_date: string | null;
  is_shipped: number | null;
  current_status: string | null;
  items: FulfillmentContents['items'];
  statuses: FulfillmentContents['statuses'];
};

/**
 * The dashboard's latest order and an unfiltered "My Orders" page are the hot forms: their
 * queries are compiled once per sort and page size (and per database), the one-order fulfilment
 * queries too.
 */
const orderQueries = perDatabase((db) => {
  const pages = new Map<string, (customerId: number, offset: number) => Promise<PagedOrderRow[]>>();
  const pagesWithFulfillments = new Map<
    string,
    (customerId: number, offset: number) => Promise<PageWithFulfillmentsRow[]>
  >();
  /** The prepared query of one sort and page size, and of the first page or another, made on first use. */
  const cached = <R>(
    cache: Map<string, (customerId: number, offset: number) => Promise<R[]>>,
    sort: OrderSort,
    limit: number,
    first: boolean,
    make: () => (customerId: number, offset: number) => Promise<R[]>,
  ) => {
    const key = `${sort[0]} ${sort[1]} ${limit} ${first}`;
    let query = cache.get(key);
    if (!query) {
      query = make();
      cache.set(key, query);
    }
    return query;
  };
  return {
    page: (sort: OrderSort, limit: number, offset: number) =>
      cached(pages, sort, limit, offset === 0, () =>
        prepareList(
          db,
          (customerId: number, at: number) => ordersPage(db, sort, limit, customerId, offset === 0 ? 0 : at),
          [-101, -102],
        ),
      ),
    pageWithFulfillments: (sort: OrderSort, limit: number, offset: number) =>
      cached(pagesWithFulfillments, sort, limit, offset === 0, () =>
        prepareList(
          db,
          (customerId: number, at: number) =>
            ordersPageWithFulfillments(
              db,
              sort,
              limit,
              customerId,
              offset === 0 ? 0 : at,
            ) as Compilable<PageWithFulfillmentsRow>,
          [-101, -102],
        ),
      ),
    count: prepareQuery(
      db,
      (customerId: number) =>
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('customer_id', '=', customerId),
      [-101],
    ),
    fulfillments: prepareList(db, (orderId: number) => fulfillmentsWithContents(db, [orderId]), [-101]),
  };
});

type OrderRow = { id: number; order_number: string; date: string; created_at: string | Date };

export async function listOrders(db: Db, customerId: number, o: OrderListOptions, includes: OrderIncludes) {
  // Without order_by, newest first: what "My Orders" and the dashboard's latest order both want.
  const sort: OrderSort = o.orderBy ? [o.orderBy, o.orderDir] : ['created_at', 'desc'];
  const offset = pageOffset(o.page, o.perPage);
  if (o.search || o.startDate || o.endDate) {
    const base = companyOrders(db, customerId, o);
    const [page, count] = await Promise.all([
      base
        .select(ORDER_COLUMNS)
        .orderBy(sort[0], sort[1])
        .orderBy('id', sort[1])
        .$call(rowsAt(o.perPage, offset))
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { data: await withFulfillments(db, page, includes), total: Number(count.n) };
  }
  const prepared = orderQueries(db);
  const totalOf = async (page: PagedOrderRow[]) =>
    // A page past the end has no row to carry the total.
    page[0] ? Number(page[0].total) : Number((await prepared.count(customerId))?.n ?? 0);
  if (!includes.fulfillments) {
    const page = await prepared.page(sort, o.perPage, offset)(customerId, offset);
    return { data: page.map(toOrder), total: await totalOf(page) };
  }
  const rows = await prepared.pageWithFulfillments(sort, o.perPage, offset)(customerId, offset);
  const orders = new Map<number, Order>();
  const fulfillments: FulfillmentRow[] = [];
  for (const row of rows) {
    if (!orders.has(row.id)) orders.set(row.id, toOrder(row));
    // A row with a fulfilment has all of its columns: only the left join made them nullable.
    if (row.f_id !== null) fulfillments.push({ ...row, id: row.f_id, order_id: row.id } as FulfillmentRow);
  }
  return { data: attachFulfillments([...orders.values()], fulfillments, includes), total: await totalOf(rows) };
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

/**
 * A fulfilment's items and status history as JSON arrays, for a query that has it as `f`: one
 * query where there were three (kysely's jsonArrayFrom, in each engine's dialect).
 */
function fulfillmentContents(db: Db, eb: ExpressionBuilder<Database & { f: Database['fulfillments'] }, 'f'>) {
  const jsonArrayFrom: typeof sqliteJsonArrayFrom = isPostgres(db) ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
  return [
    jsonArrayFrom(
      eb
        .selectFrom('fulfillment_items as i')
        .select(['i.id', 'i.item_name', 'i.description', 'i.serial_number', 'i.qty'])
        .whereRef('i.fulfillment_id', '=', 'f.id')
        .orderBy('i.id'),
    ).as('items'),
    jsonArrayFrom(
      eb
        .selectFrom('fulfillment_statuses as s')
        .select(['s.status', 's.created_at'])
        .whereRef('s.fulfillment_id', '=', 'f.id')
        .orderBy('s.created_at')
        .orderBy('s.id'),
    ).as('statuses'),
  ] as const;
}

/** The fulfilments of these orders, each with its items and status history. */
function fulfillmentsWithContents(db: Db, orderIds: number[]) {
  return db
    .selectFrom('fulfillments as f')
    .selectAll('f')
    .select((eb) => fulfillmentContents(db, eb))
    .where('f.order_id', orderIds.length === 1 ? '=' : 'in', orderIds.length === 1 ? orderIds[0]! : orderIds)
    .orderBy('f.id');
}

type FulfillmentContents = Awaited<ReturnType<ReturnType<typeof fulfillmentsWithContents>['execute']>>[number];
type FulfillmentRow = Pick<
  FulfillmentContents,
  | 'id'
  | 'order_id'
  | 'transaction_id'
  | 'shipping_carrier'
  | 'shipping_tracking'
  | 'shipping_date'
  | 'is_shipped'
  | 'current_status'
  | 'items'
  | 'statuses'
>;

/** SQLite hands the JSON arrays back as text, PostgreSQL as values. */
const parsed = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

const toOrder = (o: OrderRow): Order => ({
  id: o.id,
  order_number: o.order_number,
  date: o.date,
  created_at: toIso(o.created_at),
});

async function withFulfillments(db: Db, orders: OrderRow[], includes: OrderIncludes): Promise<Order[]> {
  const result = orders.map(toOrder);
  if (!includes.fulfillments || orders.length === 0) return result;
  const ids = orders.map((o) => o.id);
  const fulfillments =
    ids.length === 1 ? await orderQueries(db).fulfillments(ids[0]!) : await fulfillmentsWithContents(db, ids).execute();
  return attachFulfillments(result, fulfillments, includes);
}

function attachFulfillments(orders: Order[], fulfillments: FulfillmentRow[], includes: OrderIncludes): Order[] {
  for (const order of orders) {
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
        ...(includes.items ? { items: { data: parsed(f.items) } } : {}),
        ...(includes.statuses
          ? {
              statuses: {
                data: parsed(f.statuses).map((st) => ({ status: st.status, created_at: toIso(st.created_at) })),
              },
            }
          : {}),
      }));
    order.fulfillments = { data: own };
  }
  return orders;
}
