import type { Referral } from '@owner-portal/contract/referrals/referrals';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/database.ts';
import { centsToAmount } from '../../shared/money.ts';

/** The one select of a referral row with its buyer's and machine type's names, shared by every list. */
export function selectReferrals(db: Db) {
  return db
    .selectFrom('referrals as r')
    .leftJoin('customers as bc', 'bc.id', 'r.customer_id')
    .leftJoin('machine_types as mt', 'mt.id', 'r.machine_type_id')
    .select([
      'r.id',
      'r.referrer_id',
      'r.customer_id',
      'bc.company_name',
      'r.buyer_name',
      'r.created_at',
      'r.type',
      'r.is_shopify_sale',
      'r.order_number',
      'r.invoice_memo_number',
      'r.amount_cents',
      'r.value_cents',
      'r.balance_cents',
      'mt.name as machine_type',
      'r.machine_type_value_cents',
      'r.self_referral',
      'r.approved',
    ]);
}
export type ReferralRow = Awaited<ReturnType<ReturnType<typeof selectReferrals>['executeTakeFirstOrThrow']>>;

export function toReferral(row: ReferralRow): Referral {
  return {
    id: row.id,
    referrer_id: row.referrer_id,
    customer_id: row.customer_id,
    customer: row.company_name ?? row.buyer_name,
    created_at: toIso(row.created_at),
    type: row.type,
    is_shopify_sale: row.is_shopify_sale ? 1 : 0,
    order_number: row.order_number,
    invoice_memo_number: row.invoice_memo_number,
    amount: centsToAmount(row.amount_cents),
    referral_value: centsToAmount(row.value_cents),
    balance: centsToAmount(row.balance_cents),
    machine_type: row.machine_type,
    machine_type_referral_tag_value:
      row.machine_type_value_cents === null ? null : centsToAmount(row.machine_type_value_cents),
    self_referral: row.self_referral === 1,
    approved: row.approved === 1,
  };
}

/** Dollars from the API as integer cents. */
export const amountToCents = (amount: number) => Math.round(amount * 100);
