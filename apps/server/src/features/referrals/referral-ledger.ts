import type { RedeemReply, ReferralSaleBody } from '@owner-portal/contract/referrals/referrals';
import { redeemTooMuch } from '@owner-portal/contract/referrals/referrals';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../db/database.ts';
import { centsToAmount } from '../../shared/money.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import { findAccount } from './customer-referrals.repository.ts';
import {
  approvalChange,
  buyerKey,
  isSelfReferral,
  needsApproval,
  redemptionChange,
  redemptionEntry,
  redemptionRefusal,
  saleEntry,
  saleValue,
  settlesBalance,
} from './ledger.rules.ts';
import {
  accountBalance,
  addToAccount,
  contactEmails,
  ensureAccount,
  findReferralToApprove,
  hasReferredBuyer,
  insertReferral,
  markApproved,
  markSettled,
  payoutTagOf,
  setRowBalance,
  tagMachineValue,
} from './referral-ledger.repository.ts';
import { amountToCents } from './referral-rows.ts';

/** An idempotency key as stored (scoped to route and credential) and the hash of its request. */
export interface StoredIdempotency {
  key: string;
  requestHash: string;
}

/**
 * The ledger's writes, each in one transaction: read the facts, let ledger.rules.ts decide, store
 * the row and the account change together. The idempotency key is unique, so a retried sale
 * cannot be recorded twice.
 */
export async function recordSale(
  db: Db,
  referrerId: number,
  body: ReferralSaleBody,
  idempotency: StoredIdempotency,
  staffId: number | null,
): Promise<number> {
  return inTransaction(db, async (trx) => {
    const tag = await payoutTagOf(trx, referrerId);
    const amountCents = amountToCents(body.amount);
    const machineTypeId = body.machine_type_id ?? null;
    const { valueCents, machineTypeValueCents } = saleValue({
      amountCents,
      machineTypeId,
      tag: tag.id === null ? null : { shopProductsRewardBp: tag.shop_products_reward_bp ?? 0 },
      tagMachineValueCents:
        machineTypeId !== null && tag.id !== null ? await tagMachineValue(trx, tag.id, machineTypeId) : undefined,
    });
    const customerId = body.customer_id ?? null;
    const buyerEmail = body.buyer_email?.toLowerCase() ?? null;
    const selfReferral = isSelfReferral({
      referrerId,
      buyerCustomerId: customerId,
      buyerEmail,
      buyerContactEmails: customerId === null ? [] : await contactEmails(trx, customerId),
      referrerContactEmails: await contactEmails(trx, referrerId),
    });
    const key = buyerKey({
      customerId,
      email: buyerEmail,
      orderNumber: body.order_number ?? null,
      idempotencyKey: idempotency.key,
    });
    const newBuyer = !(await hasReferredBuyer(trx, referrerId, key));
    const { change, approved } = saleEntry({ valueCents, selfReferral, newBuyer });

    await ensureAccount(trx, referrerId);
    await addToAccount(trx, referrerId, change);
    return insertReferral(trx, {
      referrer_id: referrerId,
      customer_id: customerId,
      buyer_name: body.buyer_name ?? null,
      buyer_key: key,
      type: 'sale',
      is_shopify_sale: body.is_shopify_sale,
      order_number: body.order_number ?? null,
      invoice_memo_number: body.invoice_memo_number ?? null,
      amount_cents: amountCents,
      value_cents: valueCents,
      balance_cents: await accountBalance(trx, referrerId),
      machine_type_id: machineTypeId,
      machine_type_value_cents: machineTypeValueCents,
      self_referral: selfReferral ? 1 : 0,
      approved: approved ? 1 : 0,
      idempotency_key: idempotency.key,
      idempotency_request_hash: idempotency.requestHash,
      created_by_staff_id: staffId,
    });
  });
}

/**
 * Redeems `amountCents` of a referrer's balance. The rules refuse it before the minimum or beyond
 * the balance; the account's guarded update refuses it when a concurrent redemption got there first.
 */
export async function redeem(
  db: Db,
  customerId: number,
  amountCents: number,
  idempotency: StoredIdempotency | null,
  staffId: number,
): Promise<RedeemReply & { referralId: number }> {
  return inTransaction(db, async (trx) => {
    const refusal = redemptionRefusal((await findAccount(trx, customerId))!, amountCents);
    if (refusal) throw fieldError('amount', refusal);
    if (!(await addToAccount(trx, customerId, redemptionChange(amountCents)))) {
      const current = await findAccount(trx, customerId);
      throw fieldError('amount', redeemTooMuch(centsToAmount(current!.balanceCents)));
    }
    const balanceCents = await accountBalance(trx, customerId);
    const id = await insertReferral(trx, {
      ...redemptionEntry(customerId, amountCents, balanceCents),
      idempotency_key: idempotency?.key ?? null,
      idempotency_request_hash: idempotency?.requestHash ?? null,
      created_by_staff_id: staffId,
    });
    if (settlesBalance(balanceCents)) await markSettled(trx, customerId, id);
    return {
      customer_id: customerId,
      balance: centsToAmount(balanceCents),
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
    const row = await findReferralToApprove(trx, referralId);
    if (!row) return null;
    if (!needsApproval(row) || !(await markApproved(trx, referralId)))
      throw fieldError('id', 'This referral needs no approval.');
    await addToAccount(trx, row.referrer_id, approvalChange(row.value_cents));
    const balanceCents = await accountBalance(trx, row.referrer_id);
    await setRowBalance(trx, referralId, balanceCents);
    return { referrerId: row.referrer_id, valueCents: row.value_cents, balanceCents };
  });
}
