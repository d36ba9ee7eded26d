import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** Stores a webhook once per X-Shopify-Webhook-Id: its row's id, or undefined for one seen before. */
export async function insertWebhook(trx: Db, webhookId: string, topic: string, payload: string) {
  const row = await trx
    .insertInto('shopify_webhooks')
    .values({ webhook_id: webhookId, topic, payload, received_at: nowIso() })
    .onConflict((oc) => oc.column('webhook_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export const findWebhook = (db: Db, id: number) =>
  db
    .selectFrom('shopify_webhooks')
    .select(['id', 'webhook_id', 'topic', 'payload', 'processed_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Claims it for this run, unless a run before took it (a rerun after a crash, another worker); false then. */
export async function claimWebhook(trx: Db, id: number): Promise<boolean> {
  const result = await trx
    .updateTable('shopify_webhooks')
    .set({ processed_at: nowIso() })
    .where('id', '=', id)
    .where('processed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recordOutcome(trx: Db, id: number, outcome: string): Promise<void> {
  await trx
    .updateTable('shopify_webhooks')
    .set({ outcome: outcome.slice(0, 2000) })
    .where('id', '=', id)
    .execute();
}

/** The company of the contact with this email (any case), if there is one. */
export async function companyOfEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('customer_users')
    .select('customer_id')
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('customer_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return row?.customer_id ?? undefined;
}

export const orderOfShopifyId = (db: Db, shopifyOrderId: string) =>
  db
    .selectFrom('orders')
    .select(['id', 'order_number', 'customer_id', 'date'])
    .where('shopify_order_id', '=', shopifyOrderId)
    .executeTakeFirst();

export async function setShopifyOrderId(trx: Db, orderId: number, shopifyOrderId: string): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ shopify_order_id: shopifyOrderId })
    .where('id', '=', orderId)
    .where('shopify_order_id', 'is', null)
    .execute();
}
