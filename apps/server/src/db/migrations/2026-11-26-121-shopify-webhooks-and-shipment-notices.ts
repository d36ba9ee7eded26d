import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * Shopify's own webhooks and shipment notices (decision 121): each webhook Shopify sent, once per
 * X-Shopify-Webhook-Id, with its payload and what its job made of it; an order's Shopify id; the stamp of a fulfilment whose
 * owners were told it shipped; and a notification meant for one company's contacts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('shopify_webhooks'))
    .addColumn('webhook_id', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('topic', 'varchar(64)', (c) => c.notNull())
    // The body exactly as Shopify signed it.
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz')
    // What the job did or why it did nothing (an unknown email, skipped SKUs), for the operator.
    .addColumn('outcome', 'varchar(2000)')
    .execute();

  // Shopify's order id: a fulfilment's webhook names its order by it, not by its name.
  await db.schema.alterTable('orders').addColumn('shopify_order_id', 'varchar(32)').execute();
  await db.schema.createIndex('orders_shopify_order_id_idx').on('orders').column('shopify_order_id').unique().execute();

  await db.schema.alterTable('fulfillments').addColumn('shipment_notified_at', 'timestamptz').execute();

  await db.schema
    .alterTable('notifications')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('cascade'))
    .execute();
  // What a system notice is about (`shipment:<fulfilment id>`): a job run again adds no second one.
  await db.schema.alterTable('notifications').addColumn('source_key', 'varchar(64)').execute();
  await db.schema
    .createIndex('notifications_source_key_idx')
    .on('notifications')
    .column('source_key')
    .unique()
    .execute();
  await db.schema.createIndex('notifications_customer_idx').on('notifications').column('customer_id').execute();
}
