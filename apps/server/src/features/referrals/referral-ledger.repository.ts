import type { Insertable } from 'kysely';
import type { ReferralSaleBody } from '@owner-portal/contract/referrals/referrals';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import type { ReferralsTable } from '../../db/schema.ts';
import type { AccountTotals } from './ledger.rules.ts';

/**
 * The ledger's queries: what a sale, redemption or approval reads and writes. What to write is
 * decided by ledger.rules.ts, in the order referral-ledger.ts takes.
 */

/** The referrer a sale names, by link code or id. */
export async function resolveReferrer(db: Db, body: ReferralSaleBody): Promise<number | undefined> {
  if (body.referrer_id !== undefined) {
    const row = await db.selectFrom('customers').select('id').where('id', '=', body.referrer_id).executeTakeFirst();
    return row?.id;
  }
  const link = await db
    .selectFrom('referral_links')
    .select('customer_id')
    .where('code', '=', body.referral_code!)
    .executeTakeFirst();
  return link?.customer_id;
}

/** The first of the sale's referenced records (buyer company, machine type) that does not exist. */
export async function unknownSaleReferences(
  db: Db,
  body: ReferralSaleBody,
): Promise<'customer_id' | 'machine_type_id' | null> {
  if (body.customer_id != null) {
    const found = await db.selectFrom('customers').select('id').where('id', '=', body.customer_id).executeTakeFirst();
    if (!found) return 'customer_id';
  }
  if (body.machine_type_id != null) {
    const found = await db
      .selectFrom('machine_types')
      .select('id')
      .where('id', '=', body.machine_type_id)
      .executeTakeFirst();
    if (!found) return 'machine_type_id';
  }
  return null;
}

/** The referrer's payout tag (id null when it has none). */
export async function payoutTagOf(trx: Db, referrerId: number) {
  return trx
    .selectFrom('customers as c')
    .leftJoin('referral_payout_tags as t', 't.id', 'c.referral_payout_tag_id')
    .select(['t.id', 't.shop_products_reward_bp'])
    .where('c.id', '=', referrerId)
    .executeTakeFirstOrThrow();
}

/** The tag's value for a machine type, if it sets one. */
export async function tagMachineValue(trx: Db, tagId: number, machineTypeId: number): Promise<number | undefined> {
  const row = await trx
    .selectFrom('machine_type_referral_tags')
    .select('value_cents')
    .where('referral_payout_tag_id', '=', tagId)
    .where('machine_type_id', '=', machineTypeId)
    .executeTakeFirst();
  return row?.value_cents;
}

export async function contactEmails(trx: Db, customerId: number): Promise<string[]> {
  const rows = await trx.selectFrom('customer_users').select('email').where('customer_id', '=', customerId).execute();
  return rows.map((r) => r.email);
}

/** Whether the referrer already has a sale to this buyer. */
export async function hasReferredBuyer(trx: Db, referrerId: number, buyerKey: string): Promise<boolean> {
  const known = await trx
    .selectFrom('referrals')
    .select('id')
    .where('referrer_id', '=', referrerId)
    .where('buyer_key', '=', buyerKey)
    .limit(limitOf(1))
    .executeTakeFirst();
  return known !== undefined;
}

export async function ensureAccount(trx: Db, customerId: number) {
  await trx
    .insertInto('referral_accounts')
    .values({
      customer_id: customerId,
      earned_cents: 0,
      redeemed_cents: 0,
      balance_cents: 0,
      sales_count: 0,
      orders_count: 0,
      referred_customers_count: 0,
      pending_approval_count: 0,
      settled_referral_id: null,
      updated_at: nowIso(),
    })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
}

const COLUMNS = {
  earnedCents: 'earned_cents',
  redeemedCents: 'redeemed_cents',
  balanceCents: 'balance_cents',
  salesCount: 'sales_count',
  ordersCount: 'orders_count',
  referredCustomersCount: 'referred_customers_count',
  pendingApprovalCount: 'pending_approval_count',
} as const;

/**
 * Adds a change to the account row in one update. A change that lowers the balance applies only
 * where the balance still covers it: on PostgreSQL the update takes the row lock and re-checks the
 * condition after a concurrent commit, on SQLite the write transaction is exclusive (BEGIN
 * IMMEDIATE), so of any number of concurrent redemptions of the whole balance exactly one applies.
 * False when it did not apply.
 */
export async function addToAccount(trx: Db, customerId: number, change: AccountTotals): Promise<boolean> {
  const keys = (Object.keys(COLUMNS) as (keyof AccountTotals)[]).filter((key) => change[key] !== 0);
  let update = trx
    .updateTable('referral_accounts')
    .set((eb) => ({
      ...Object.fromEntries(keys.map((key) => [COLUMNS[key], eb(COLUMNS[key], '+', change[key])])),
      updated_at: nowIso(),
    }))
    .where('customer_id', '=', customerId);
  if (change.balanceCents < 0) update = update.where('balance_cents', '>=', -change.balanceCents);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function accountBalance(trx: Db, customerId: number): Promise<number> {
  const { balance_cents } = await trx
    .selectFrom('referral_accounts')
    .select('balance_cents')
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return balance_cents;
}

/** The redemption that brought the balance to 0: the pending-payout list starts from it. */
export async function markSettled(trx: Db, customerId: number, referralId: number): Promise<void> {
  await trx
    .updateTable('referral_accounts')
    .set({ settled_referral_id: referralId })
    .where('customer_id', '=', customerId)
    .execute();
}

export type ReferralValues = Omit<Insertable<ReferralsTable>, 'id' | 'created_at'>;

/** Appends a sale or redemption row, stamped now; replies its id. */
export async function insertReferral(trx: Db, values: ReferralValues): Promise<number> {
  const { id } = await trx
    .insertInto('referrals')
    .values({ ...values, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function findReferralToApprove(trx: Db, referralId: number) {
  return trx
    .selectFrom('referrals')
    .select(['referrer_id', 'value_cents', 'approved'])
    .where('id', '=', referralId)
    .executeTakeFirst();
}

/** Approves a flagged row once: false when it was no longer waiting (approved meanwhile). */
export async function markApproved(trx: Db, referralId: number): Promise<boolean> {
  const updated = await trx
    .updateTable('referrals')
    .set({ approved: 1 })
    .where('id', '=', referralId)
    .where('approved', '=', 0)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** A row keeps the referrer's balance after it. */
export async function setRowBalance(trx: Db, referralId: number, balanceCents: number): Promise<void> {
  await trx.updateTable('referrals').set({ balance_cents: balanceCents }).where('id', '=', referralId).execute();
}

export async function findByIdempotencyKey(db: Db, key: string) {
  return db
    .selectFrom('referrals')
    .select(['id', 'referrer_id', 'value_cents', 'balance_cents', 'idempotency_request_hash'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export const isUniqueViolation = (err: unknown) =>
  /unique|duplicate key/i.test(String((err as { message?: string })?.message ?? '')) ||
  (err as { code?: string })?.code === '23505';
