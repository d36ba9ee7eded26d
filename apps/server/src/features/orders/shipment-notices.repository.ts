import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** Stamps the fulfilments among `ids` not stamped yet; the ids it stamped (of parallel stamps, one wins each). */
export async function stampShipmentNotices(trx: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .updateTable('fulfillments')
    .set({ shipment_notified_at: nowIso() })
    .where('id', 'in', [...ids])
    .where('shipment_notified_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A shipped fulfilment with its order and items, as the notice tells it; undefined when it is gone. */
export async function findShipment(db: Db, fulfillmentId: number) {
  const shipment = await db
    .selectFrom('fulfillments as f')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .select(['f.id', 'o.customer_id', 'o.order_number', 'f.shipping_carrier', 'f.shipping_tracking', 'f.is_shipped'])
    .where('f.id', '=', fulfillmentId)
    .executeTakeFirst();
  if (!shipment) return undefined;
  const items = await db
    .selectFrom('fulfillment_items')
    .select(['item_name', 'qty', 'serial_number'])
    .where('fulfillment_id', '=', fulfillmentId)
    .orderBy('id')
    .execute();
  return { ...shipment, items };
}
export type Shipment = NonNullable<Awaited<ReturnType<typeof findShipment>>>;

export const companyContacts = (db: Db, customerId: number) =>
  db
    .selectFrom('customer_users')
    .select(['first_name', 'email', 'lang_code'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();

/** The company's bell notice of a shipment, published at once; undefined when it exists already (a rerun). */
export async function insertShipmentNotification(
  trx: Db,
  customerId: number,
  sourceKey: string,
  texts: {
    title: string;
    content: string;
    title_es: string;
    content_es: string;
    link_text: string;
    link_text_es: string;
  },
  linkUrl: string,
): Promise<number | undefined> {
  const now = nowIso();
  const row = await trx
    .insertInto('notifications')
    .values({
      ...texts,
      link_url: linkUrl,
      is_external: 0,
      audience: 'all',
      customer_id: customerId,
      source_key: sourceKey,
      published_at: now,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('source_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
