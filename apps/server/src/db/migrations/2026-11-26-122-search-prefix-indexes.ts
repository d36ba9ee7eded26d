import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * The back office's header search (decision 122) looks each kind up by the start of a lower-cased
 * text. One expression index per text, so every lookup reads a few index entries whatever the
 * table's size, in the index's order so a LIMIT stops early: SQLite walks the expression index for
 * a range (`>= q and < q || U+10FFFF`); PostgreSQL takes the same range with the byte-wise operators
 * of text_pattern_ops (`~>=~`, `~<~`), which a plain index cannot serve under a language collation.
 * A contact's internal id is matched exactly.
 */
const PREFIX_INDEXES: [name: string, table: string, expression: string][] = [
  ['customer_users_lower_email_idx', 'customer_users', 'lower(email)'],
  ['customer_users_lower_name_idx', 'customer_users', "lower(first_name || ' ' || last_name)"],
  ['customer_users_lower_last_name_idx', 'customer_users', 'lower(last_name)'],
  ['customers_lower_company_name_idx', 'customers', 'lower(company_name)'],
  ['fulfillment_items_lower_serial_idx', 'fulfillment_items', 'lower(serial_number)'],
  ['orders_lower_order_number_idx', 'orders', 'lower(order_number)'],
  ['fulfillments_lower_transaction_idx', 'fulfillments', 'lower(transaction_id)'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const opclass = isPostgres(db) ? ' text_pattern_ops' : '';
  for (const [name, table, expression] of PREFIX_INDEXES) {
    await sql.raw(`create index ${name} on ${table} ((${expression})${opclass})`).execute(db);
  }
  await db.schema.createIndex('customer_users_internal_id_idx').on('customer_users').column('internal_id').execute();
}
