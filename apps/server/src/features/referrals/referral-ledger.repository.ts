import type { RedeemReply, ReferralSaleBody } from '@owner-portal/contract/referrals/referrals';
import { minimumNotReached, redeemTooMuch } from '@owner-portal/contract/referrals/referrals';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import { centsToAmount } from '../../shared/money.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import { amountToCents } from './referral-rows.ts';
import { findAccount } from './customer-referrals.repository.ts';

type Trx = Db;

/** Web-mail domains: two owners both on gmail.com are not the same company. */
const SHARED_MAIL_DOMAINS = new Set([
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'live.com',
]);
const domainOf = (email: string | null | undefined) => email?.toLowerCase().split('@')[1]?.trim() || null;

async function ensureAccount(trx: Trx, customerId: number) {
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

/** Same company, or a contact of the referrer shares the buyer's (non web-mail) email domain. */
async function isSelfReferral(trx: Trx, referrerId: number, customerId: number | null, buyerEmail: string | null) {
  if (customerId === referrerId) return true;
  const domains = new Set<string>();
  const buyer = domainOf(buyerEmail);
  if (buyer) domains.add(buyer);
  if (customerId !== null) {
    const contacts = await trx
      .selectFrom('customer_users')
      .select('email')
      .where('customer_id', '=', customerId)
      .execute();
    for (const c of contacts) domains.add(domainOf(c.email) ?? '');
  }
  for (const d of SHARED_MAIL_DOMAINS) domains.delete(d);
  domains.delete('');
  if (domains.size === 0) return false;
  const referrerContacts = await trx
    .selectFrom('customer_users')
    .select('email')
    .where('customer_id', '=', referrerId)
    .execute();
  return referrerContacts.some((c) => domains.has(domainOf(c.email) ?? ''));
}

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

/**
 * Records one referral sale: the value comes from the referrer's tag (the machine type's value, or
 * the shop-products percentage of the amount), a self-referral is kept but earns nothing until
 * approved. The idempotency key is unique, so a retried sale cannot be recorded twice.
 */
export async function recordSale(
  db: Db,
  referrerId: number,
  body: ReferralSaleBody,
  idempotencyKey: string,
  staffId: number | null,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const tag = await trx
      .selectFrom('customers as c')
      .leftJoin('referral_payout_tags as t', 't.id', 'c.referral_payout_tag_id')
      .select(['t.id', 't.shop_products_reward_bp'])
      .where('c.id', '=', referrerId)
      .executeTakeFirstOrThrow();
    const amountCents = amountToCents(body.amount);
    const machineTypeId = body.machine_type_id ?? null;
    let machineValue: number | null = null;
    if (machineTypeId !== null && tag.id !== null) {
      const v = await trx
        .selectFrom('machine_type_referral_tags')
        .select('value_cents')
        .where('referral_payout_tag_id', '=', tag.id)
        .where('machine_type_id', '=', machineTypeId)
        .executeTakeFirst();
      machineValue = v?.value_cents ?? 0;
    }
    const value =
      machineTypeId !== null
        ? (machineValue ?? 0)
        : Math.round((amountCents * (tag.shop_products_reward_bp ?? 0)) / 10_000);
    const customerId = body.customer_id ?? null;
    const buyerEmail = body.buyer_email?.toLowerCase() ?? null;
    const self = await isSelfReferral(trx, referrerId, customerId, buyerEmail);
    const buyerKey =
      customerId !== null
        ? `c:${customerId}`
        : buyerEmail
          ? `e:${buyerEmail}`
          : `o:${body.order_number ?? idempotencyKey}`;
    const known = await trx
      .selectFrom('referrals')
      .select('id')
      .where('referrer_id', '=', referrerId)
      .where('buyer_key', '=', buyerKey)
      .limit(limitOf(1))
      .executeTakeFirst();

    await ensureAccount(trx, referrerId);
    const earned = self ? 0 : value;
    await trx
      .updateTable('referral_accounts')
      .set((eb) => ({
        earned_cents: eb('earned_cents', '+', earned),
        balance_cents: eb('balance_cents', '+', earned),
        sales_count: eb('sales_count', '+', self ? 0 : 1),
        orders_count: eb('orders_count', '+', 1),
        referred_customers_count: eb('referred_customers_count', '+', known ? 0 : 1),
        pending_approval_count: eb('pending_approval_count', '+', self ? 1 : 0),
        updated_at: nowIso(),
      }))
      .where('customer_id', '=', referrerId)
      .execute();
    const { balance_cents } = await trx
      .selectFrom('referral_accounts')
      .select('balance_cents')
      .where('customer_id', '=', referrerId)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('referrals')
      .values({
        referrer_id: referrerId,
        customer_id: customerId,
        buyer_name: body.buyer_name ?? null,
        buyer_key: buyerKey,
        type: 'sale',
        is_shopify_sale: body.is_shopify_sale,
        order_number: body.order_number ?? null,
        invoice_memo_number: body.invoice_memo_number ?? null,
        amount_cents: amountCents,
        value_cents: value,
        balance_cents,
        machine_type_id: machineTypeId,
        machine_type_value_cents: machineValue,
        self_referral: self ? 1 : 0,
        approved: self ? 0 : 1,
        idempotency_key: `sale:${idempotencyKey}`,
        created_by_staff_id: staffId,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export async function findByIdempotencyKey(db: Db, key: string) {
  return db
    .selectFrom('referrals')
    .select(['id', 'referrer_id', 'value_cents', 'balance_cents'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/**
 * Redeems `amountCents` of a referrer's balance. The account row is decremented only where the
 * balance still covers the amount: on PostgreSQL the update takes the row lock and re-checks the
 * condition after a concurrent commit, on SQLite the write transaction is exclusive (BEGIN
 * IMMEDIATE), so of any number of concurrent redemptions of the whole balance exactly one succeeds.
 */
export async function redeem(
  db: Db,
  customerId: number,
  amountCents: number,
  idempotencyKey: string | null,
  staffId: number,
): Promise<RedeemReply & { referralId: number }> {
  return inTransaction(db, async (trx) => {
    const account = await findAccount(trx, customerId);
    if (account!.salesCount < account!.minimumReferrals) {
      throw fieldError('amount', minimumNotReached(account!.minimumReferrals));
    }
    const result = await trx
      .updateTable('referral_accounts')
      .set((eb) => ({
        balance_cents: eb('balance_cents', '-', amountCents),
        redeemed_cents: eb('redeemed_cents', '+', amountCents),
        updated_at: nowIso(),
      }))
      .where('customer_id', '=', customerId)
      .where('balance_cents', '>=', amountCents)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const current = await findAccount(trx, customerId);
      throw fieldError('amount', redeemTooMuch(centsToAmount(current!.balanceCents)));
    }
    const { balance_cents } = await trx
      .selectFrom('referral_accounts')
      .select('balance_cents')
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('referrals')
      .values({
        referrer_id: customerId,
        customer_id: null,
        buyer_name: null,
        buyer_key: null,
        type: 'redemption',
        is_shopify_sale: 0,
        order_number: null,
        invoice_memo_number: null,
        amount_cents: amountCents,
        value_cents: -amountCents,
        balance_cents,
        machine_type_id: null,
        machine_type_value_cents: null,
        self_referral: 0,
        approved: 1,
        idempotency_key: idempotencyKey === null ? null : `redeem:${idempotencyKey}`,
        created_by_staff_id: staffId,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (balance_cents === 0) {
      await trx
        .updateTable('referral_accounts')
        .set({ settled_referral_id: id })
        .where('customer_id', '=', customerId)
        .execute();
    }
    return {
      customer_id: customerId,
      balance: centsToAmount(balance_cents),
      referral_value: -centsToAmount(amountCents),
      referralId: id,
    };
  });
}

/**
 * Staff approve a flagged self-referral: its value joins the balance. Null when there is no such
 * referral; a 422 when it needs no approval (already approved, or a redemption).
 */
export async function approveReferral(
  db: Db,
  referralId: number,
): Promise<{ referrerId: number; valueCents: number; balanceCents: number } | null> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('referrals')
      .select(['referrer_id', 'value_cents', 'approved'])
      .where('id', '=', referralId)
      .executeTakeFirst();
    if (!row) return null;
    const updated = await trx
      .updateTable('referrals')
      .set({ approved: 1 })
      .where('id', '=', referralId)
      .where('approved', '=', 0)
      .executeTakeFirst();
    if (row.approved === 1 || Number(updated.numUpdatedRows) !== 1)
      throw fieldError('id', 'This referral needs no approval.');
    await trx
      .updateTable('referral_accounts')
      .set((eb) => ({
        earned_cents: eb('earned_cents', '+', row.value_cents),
        balance_cents: eb('balance_cents', '+', row.value_cents),
        sales_count: eb('sales_count', '+', 1),
        pending_approval_count: eb('pending_approval_count', '-', 1),
        updated_at: nowIso(),
      }))
      .where('customer_id', '=', row.referrer_id)
      .execute();
    const { balance_cents } = await trx
      .selectFrom('referral_accounts')
      .select('balance_cents')
      .where('customer_id', '=', row.referrer_id)
      .executeTakeFirstOrThrow();
    await trx.updateTable('referrals').set({ balance_cents }).where('id', '=', referralId).execute();
    return { referrerId: row.referrer_id, valueCents: row.value_cents, balanceCents: balance_cents };
  });
}

export const isUniqueViolation = (err: unknown) =>
  /unique|duplicate key/i.test(String((err as { message?: string })?.message ?? '')) ||
  (err as { code?: string })?.code === '23505';
