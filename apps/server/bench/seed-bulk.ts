import type { Db } from '../src/db/database.ts';
import { COMPANY_SUFFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, seededRandom } from '../src/seed/random.ts';
import { companyRow, contactRow } from '../test/rows.ts';

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
          Array.from({ length: Math.ceil(size / 5) }, () =>
            companyRow(
              `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)}`,
              random.int(1, 3),
              now,
            ),
          ),
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
            return contactRow(
              {
                customer_id: companies[Math.floor(i / 5)]!.id,
                first_name: first,
                last_name: last,
                email: `bulk.${n}@bench.test`,
                phone: String(random.int(2000000000, 9999999999)),
                internal_id: String(500000 + n),
              },
              now,
            );
          }),
        )
        .execute();
    }
  });
}

/**
 * One shipped order per unit, each with one serial-numbered item of `productId` (order `SO-{tag}{n}`,
 * serial `SN-{tag}{n}`), as batched inserts in the caller's transaction; returns the fulfilments.
 */
export async function insertShippedUnits(
  trx: Db,
  units: { customerId: number; n: number }[],
  item: { productId: number; tag: string; itemName: string; tier: string | null; now: string },
) {
  const { productId, tag, itemName, tier, now } = item;
  const orders = await trx
    .insertInto('orders')
    .values(
      units.map((u) => ({
        customer_id: u.customerId,
        order_number: `SO-${tag}${u.n}`,
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
        transaction_id: `IF-${tag}${units[i]!.n}`,
        shipping_carrier: 'UPS',
        shipping_tracking: `1Z${tag}${units[i]!.n}`,
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
        item_name: itemName,
        description: null,
        serial_number: `SN-${tag}${units[i]!.n}`,
        tier,
        qty: 1,
      })),
    )
    .execute();
  return fulfillments;
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
      const units = Array.from({ length: size }, (_, i) => ({
        customerId: companies[(start + i) % companies.length]!.id,
        n: start + i,
      }));
      const fulfillments = await insertShippedUnits(trx, units, {
        productId,
        tag: 'B',
        itemName: 'Bulk machine',
        tier: 'Gold',
        now,
      });
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

/**
 * Adds `count` referral sales: a fifth credited to the demo owner (its stats page is the measured
 * one), the rest spread over other companies; then every referrer's account is recomputed from them.
 */
export async function seedBulkReferrals(db: Db, count: number): Promise<void> {
  const random = seededRandom(15);
  const owner = await db
    .selectFrom('customer_users')
    .select('customer_id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const others = await db.selectFrom('customers').select('id').orderBy('id').limit(2000).execute();
  const base = Date.now() - 3 * 365 * 86_400_000;
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      await trx
        .insertInto('referrals')
        .values(
          Array.from({ length: size }, (_, i) => {
            const n = start + i;
            const referrer = n % 5 === 0 ? owner.customer_id! : others[n % others.length]!.id;
            const value = random.int(500, 100_000);
            return {
              referrer_id: referrer,
              customer_id: null,
              buyer_name: `Bulk Buyer ${n % 7919}`,
              buyer_key: `n:bulk buyer ${n % 7919}`,
              type: 'sale' as const,
              is_shopify_sale: n % 2,
              order_number: `W-B${n}`,
              invoice_memo_number: null,
              amount_cents: value * 20,
              value_cents: value,
              balance_cents: 0,
              machine_type_id: null,
              machine_type_value_cents: null,
              self_referral: 0,
              approved: 1,
              idempotency_key: `sale:bulk-${n}`,
              created_by_staff_id: null,
              created_at: new Date(base + n * 900_000).toISOString(),
            };
          }),
        )
        .execute();
    }
    // The accounts, as recording each sale would have left them (the bench reads them, not the rows).
    const totals = await trx
      .selectFrom('referrals')
      .select((eb) => [
        'referrer_id',
        eb.fn.sum<number>('value_cents').as('earned'),
        eb.fn.countAll<number>().as('sales'),
        eb.fn.count<number>('buyer_key').distinct().as('buyers'),
      ])
      .where('type', '=', 'sale')
      .groupBy('referrer_id')
      .execute();
    const redeemed = new Map(
      (await trx.selectFrom('referral_accounts').select(['customer_id', 'redeemed_cents']).execute()).map((a) => [
        a.customer_id,
        a.redeemed_cents,
      ]),
    );
    await trx.deleteFrom('referral_accounts').execute();
    const now = new Date().toISOString();
    for (let i = 0; i < totals.length; i += BATCH) {
      await trx
        .insertInto('referral_accounts')
        .values(
          totals.slice(i, i + BATCH).map((t) => {
            const spent = redeemed.get(t.referrer_id) ?? 0;
            return {
              customer_id: t.referrer_id,
              earned_cents: Number(t.earned),
              redeemed_cents: spent,
              balance_cents: Number(t.earned) - spent,
              sales_count: Number(t.sales),
              orders_count: Number(t.sales),
              referred_customers_count: Number(t.buyers),
              pending_approval_count: 0,
              settled_referral_id: null,
              updated_at: now,
            };
          }),
        )
        .execute();
    }
  });
}
