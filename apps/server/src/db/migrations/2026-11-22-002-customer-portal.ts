import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('group_categories'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('product_groups'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_training', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('requires_rep_approval', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_id', 'integer', (c) => c.references('group_categories.id'))
    .execute();

  await withId(db, db.schema.createTable('machine_types'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('products'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('display_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('netsuite_name', 'varchar(255)')
      .addColumn('thumbnail', 'varchar(512)')
      .addColumn('is_translation', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('has_videos', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('group_id', 'integer', (c) => c.references('product_groups.id'))
      .addColumn('machine_type_id', 'integer', (c) => c.references('machine_types.id')),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('accessories'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('thumbnail_path', 'varchar(512)')
      .addColumn('shop_link', 'varchar(1024)')
      .addColumn('is_dashboard', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('accessories_is_dashboard_idx').on('accessories').column('is_dashboard').execute();

  await db.schema
    .createTable('product_accessories')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('accessory_id', 'integer', (c) => c.notNull().references('accessories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_accessories_pk', ['product_id', 'accessory_id'])
    .execute();
  await db.schema
    .createIndex('product_accessories_accessory_idx')
    .on('product_accessories')
    .column('accessory_id')
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('orders'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('order_number', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('date', 'varchar(10)', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('orders_customer_created_idx')
    .on('orders')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema.createIndex('orders_customer_date_idx').on('orders').columns(['customer_id', 'date']).execute();

  await withId(db, db.schema.createTable('fulfillments'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('shipping_carrier', 'varchar(64)')
    .addColumn('shipping_tracking', 'varchar(128)')
    .addColumn('shipping_date', 'varchar(10)')
    .addColumn('is_shipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('current_status', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fulfillments_order_idx').on('fulfillments').column('order_id').execute();

  await withId(db, db.schema.createTable('fulfillment_items'))
    .addColumn('fulfillment_id', 'integer', (c) => c.notNull().references('fulfillments.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('item_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('serial_number', 'varchar(64)')
    .addColumn('tier', 'varchar(64)')
    .addColumn('qty', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('fulfillment_items_fulfillment_idx')
    .on('fulfillment_items')
    .column('fulfillment_id')
    .execute();
  await db.schema.createIndex('fulfillment_items_product_idx').on('fulfillment_items').column('product_id').execute();

  await withId(db, db.schema.createTable('fulfillment_statuses'))
    .addColumn('fulfillment_id', 'integer', (c) => c.notNull().references('fulfillments.id').onDelete('cascade'))
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fulfillment_statuses_fulfillment_idx')
    .on('fulfillment_statuses')
    .column('fulfillment_id')
    .execute();

  await withId(db, db.schema.createTable('transactions'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('document_number', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('memo', 'varchar(512)')
    .addColumn('order_number', 'varchar(64)')
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('date', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('transactions_customer_date_idx')
    .on('transactions')
    .columns(['customer_id', 'date', 'id'])
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('gift_cards'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('code', 'varchar(64)', (c) => c.notNull())
      .addColumn('balance_cents', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('gift_cards_customer_idx').on('gift_cards').column('customer_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('event_codes'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('description', 'varchar(512)', (c) => c.notNull())
      .addColumn('discount_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('redeemed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claim_url', 'varchar(1024)'),
  ).execute();
  await db.schema.createIndex('event_codes_customer_idx').on('event_codes').column('customer_id').execute();
}
