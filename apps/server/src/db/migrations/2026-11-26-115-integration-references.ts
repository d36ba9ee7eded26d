import type { Kysely } from 'kysely';

/**
 * The business systems' own references (decision 115): each record the integration API upserts is
 * found by the source's key, unique on both engines (several NULLs are allowed: records staff
 * entered have none), and keeps the source's updated_at, so an older delivery never rolls it back.
 * Orders, products and event codes already have a key of the source's (order_number, netsuite_name,
 * discount_code); a fulfilment is the source's transaction_id within its order.
 */
const EXTERNAL_ID_TABLES = ['customers', 'customer_users', 'transactions', 'gift_cards'] as const;
const UPDATED_AT_TABLES = [...EXTERNAL_ID_TABLES, 'products', 'orders', 'event_codes'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of EXTERNAL_ID_TABLES) {
    await db.schema.alterTable(table).addColumn('external_id', 'varchar(64)').execute();
    await db.schema.createIndex(`${table}_external_id_unique`).on(table).column('external_id').unique().execute();
  }
  for (const table of UPDATED_AT_TABLES) {
    await db.schema.alterTable(table).addColumn('source_updated_at', 'timestamptz').execute();
  }
  await db.schema
    .createIndex('products_netsuite_name_unique')
    .on('products')
    .column('netsuite_name')
    .unique()
    .execute();
  await db.schema
    .createIndex('fulfillments_order_transaction_unique')
    .on('fulfillments')
    .columns(['order_id', 'transaction_id'])
    .unique()
    .execute();
}
