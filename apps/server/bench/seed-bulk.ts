import type { Db } from '../src/db/database.ts';
import { COMPANY_SUFFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, seededRandom } from '../src/seed/random.ts';

const BATCH = 500;

/** Adds `count` contacts spread over companies of 5, in batched inserts inside one transaction. */
export async function seedBulkCustomerUsers(db: Db, count: number): Promise<void> {
  const random = seededRandom(7);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const companies = await trx
        .insertInto('customers')
        .values(
          Array.from({ length: Math.ceil(size / 5) }, () => ({
            company_name: `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)}`,
            subsidiary_id: random.int(1, 3),
            sales_rep_id: null,
            referral_payout_tag_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('customer_users')
        .values(
          Array.from({ length: size }, (_, i) => {
            const n = start + i;
            const first = random.pick(FIRST_NAMES);
            const last = random.pick(LAST_NAMES);
            return {
              customer_id: companies[Math.floor(i / 5)]!.id,
              first_name: first,
              last_name: last,
              email: `bulk.${n}@bench.test`,
              phone: String(random.int(2000000000, 9999999999)),
              internal_id: String(500000 + n),
              invite_sent_at: null,
              unlocked_trainings: 0,
              lang_code: 'en',
              password_hash: null,
              token_version: 0,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
    }
  });
}

/**
 * One order per bulk contact's company slot (so `count` orders in all), each with a shipped
 * fulfilment, a serial-numbered item and its status history: "100,000 customers' worth of orders".
 */
export async function seedBulkOrders(db: Db, count: number, productId: number): Promise<void> {
  const companies = await db
    .selectFrom('customers')
    .select('id')
    .where('company_name', 'not like', '%Demo%')
    .orderBy('id')
    .execute();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const orders = await trx
        .insertInto('orders')
        .values(
          Array.from({ length: size }, (_, i) => ({
            customer_id: companies[(start + i) % companies.length]!.id,
            order_number: `SO-B${start + i}`,
            date: now.slice(0, 10),
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      const fulfillments = await trx
        .insertInto('fulfillments')
        .values(
          orders.map((o, i) => ({
            order_id: o.id,
            transaction_id: `IF-B${start + i}`,
            shipping_carrier: 'UPS',
            shipping_tracking: `1ZB${start + i}`,
            shipping_date: now.slice(0, 10),
            is_shipped: 1,
            current_status: 'Shipped',
            created_at: now,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('fulfillment_items')
        .values(
          fulfillments.map((f, i) => ({
            fulfillment_id: f.id,
            product_id: productId,
            item_name: 'Bulk machine',
            description: null,
            serial_number: `SN-B${start + i}`,
            tier: 'Gold',
            qty: 1,
          })),
        )
        .execute();
      await trx
        .insertInto('fulfillment_statuses')
        .values(
          fulfillments.flatMap((f) =>
            ['ordered', 'shipped'].map((status) => ({ fulfillment_id: f.id, status, created_at: now })),
          ),
        )
        .execute();
    }
  });
}
