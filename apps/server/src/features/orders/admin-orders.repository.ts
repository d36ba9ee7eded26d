import type { AdminFulfillment, AdminOrder } from '@owner-portal/contract/orders/admin-orders';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/database.ts';

const FULFILLMENT_COLUMNS = [
  'f.id',
  'f.transaction_id',
  'f.shipping_carrier',
  'f.shipping_tracking',
  'f.shipping_date',
  'f.is_shipped',
  'f.current_status',
] as const;

type FulfillmentRow = {
  id: number;
  transaction_id: string;
  shipping_carrier: string | null;
  shipping_tracking: string | null;
  shipping_date: string | null;
  is_shipped: number;
  current_status: string;
};

const toFulfillment = ({ is_shipped, ...f }: FulfillmentRow) => ({ ...f, is_shipped: is_shipped === 1 });

/** One order as staff read it: its company, and each fulfilment with its items (serials) and status history. */
export async function findAdminOrder(db: Db, id: number): Promise<AdminOrder | null> {
  const order = await db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select([
      'o.id',
      'o.order_number',
      'o.date',
      'o.created_at',
      'c.id as customer_id',
      'c.company_name',
      'c.subsidiary_id',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!order) return null;
  const fulfillments = await db
    .selectFrom('fulfillments as f')
    .select(FULFILLMENT_COLUMNS)
    .where('f.order_id', '=', id)
    .orderBy('f.id')
    .execute();
  const ids = fulfillments.map((f) => f.id);
  const [items, statuses] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('fulfillment_items as i')
            .select([
              'i.id',
              'i.fulfillment_id',
              'i.item_name',
              'i.description',
              'i.serial_number',
              'i.qty',
              'i.product_id',
              'i.tier',
            ])
            .where('i.fulfillment_id', 'in', ids)
            .orderBy('i.id')
            .execute(),
          db
            .selectFrom('fulfillment_statuses as s')
            .select(['s.fulfillment_id', 's.status', 's.created_at'])
            .where('s.fulfillment_id', 'in', ids)
            .orderBy('s.created_at')
            .orderBy('s.id')
            .execute(),
        ]);
  return {
    id: order.id,
    order_number: order.order_number,
    date: order.date,
    created_at: toIso(order.created_at),
    customer: { id: order.customer_id, company_name: order.company_name, subsidiary_id: order.subsidiary_id },
    fulfillments: fulfillments.map((f): AdminFulfillment => ({
      ...toFulfillment(f),
      items: items.filter((i) => i.fulfillment_id === f.id).map(({ fulfillment_id: _, ...i }) => i),
      statuses: statuses
        .filter((s) => s.fulfillment_id === f.id)
        .map((s) => ({ status: s.status, created_at: toIso(s.created_at) })),
    })),
  };
}

/** A shipped unit: a fulfilment item with a serial number, with its order, company, product and series. */
export async function findUnit(db: Db, id: number) {
  const row = await db
    .selectFrom('fulfillment_items as i')
    .innerJoin('fulfillments as f', 'f.id', 'i.fulfillment_id')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .innerJoin('customers as c', 'c.id', 'o.customer_id')
    .leftJoin('products as p', 'p.id', 'i.product_id')
    .leftJoin('product_groups as g', 'g.id', 'p.group_id')
    .select([
      'i.id',
      'i.serial_number',
      'i.item_name',
      'i.description',
      'i.tier',
      'f.id as f_id',
      'f.transaction_id as f_transaction_id',
      'f.shipping_carrier as f_shipping_carrier',
      'f.shipping_tracking as f_shipping_tracking',
      'f.shipping_date as f_shipping_date',
      'f.is_shipped as f_is_shipped',
      'f.current_status as f_current_status',
      'o.id as order_id',
      'o.order_number',
      'o.date',
      'c.id as customer_id',
      'c.company_name',
      'c.subsidiary_id',
      'p.id as product_id',
      'p.name as product_name',
      'p.display_name',
      'p.group_id',
      'g.name as series',
    ])
    .where('i.id', '=', id)
    .where('i.serial_number', 'is not', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    serial_number: row.serial_number,
    item_name: row.item_name,
    description: row.description,
    tier: row.tier,
    product:
      row.product_id === null
        ? null
        : {
            id: row.product_id,
            name: row.product_name ?? '',
            display_name: row.display_name ?? '',
            group_id: row.group_id,
            series: row.series,
          },
    customer: { id: row.customer_id, company_name: row.company_name, subsidiary_id: row.subsidiary_id },
    order: { id: row.order_id, order_number: row.order_number, date: row.date },
    fulfillment: toFulfillment({
      id: row.f_id,
      transaction_id: row.f_transaction_id,
      shipping_carrier: row.f_shipping_carrier,
      shipping_tracking: row.f_shipping_tracking,
      shipping_date: row.f_shipping_date,
      is_shipped: row.f_is_shipped,
      current_status: row.f_current_status,
    }),
  };
}
