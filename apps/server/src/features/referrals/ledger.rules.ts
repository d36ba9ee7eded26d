import { minimumNotReached, redeemTooMuch } from '@owner-portal/contract/referrals/referrals';
import { centsToAmount } from '../../shared/money.ts';

/**
 * The referral ledger's rules (decision 090), on plain values in integer cents. The ledger service
 * (referral-ledger.ts) and the demo seed apply them; the repository only stores their outcome.
 */

/** A referrer's account totals, or how a ledger entry changes them. */
export interface AccountTotals {
  earnedCents: number;
  redeemedCents: number;
  balanceCents: number;
  /** Approved sales: what the tag's minimum counts. */
  salesCount: number;
  /** Every sale row, approved or not. */
  ordersCount: number;
  referredCustomersCount: number;
  pendingApprovalCount: number;
}

export const EMPTY_TOTALS: AccountTotals = {
  earnedCents: 0,
  redeemedCents: 0,
  balanceCents: 0,
  salesCount: 0,
  ordersCount: 0,
  referredCustomersCount: 0,
  pendingApprovalCount: 0,
};

/** Totals after a change (the sum the account row's update adds in SQL). */
export function applyChange(totals: AccountTotals, change: AccountTotals): AccountTotals {
  const out = { ...totals };
  for (const key of Object.keys(change) as (keyof AccountTotals)[]) out[key] += change[key];
  return out;
}

export interface SaleFacts {
  amountCents: number;
  machineTypeId: number | null;
  /** The referrer's payout tag; null when it has none (it then earns nothing). */
  tag: { shopProductsRewardBp: number } | null;
  /** The tag's value for the sale's machine type, when it sets one. */
  tagMachineValueCents?: number;
}

/**
 * A machine sale earns the tag's value for its machine type (0 when the tag sets none); a sale
 * without one earns the tag's shop-products share of its amount, rounded to the cent.
 * `machineTypeValueCents` is what the row records of the tag's value (null without a tag or machine type).
 */
export function saleValue(sale: SaleFacts): { valueCents: number; machineTypeValueCents: number | null } {
  if (sale.machineTypeId !== null) {
    const machineTypeValueCents = sale.tag === null ? null : (sale.tagMachineValueCents ?? 0);
    return { valueCents: machineTypeValueCents ?? 0, machineTypeValueCents };
  }
  const share = sale.tag?.shopProductsRewardBp ?? 0;
  return { valueCents: Math.round((sale.amountCents * share) / 10_000), machineTypeValueCents: null };
}

/** Web-mail domains: two owners both on gmail.com are not the same company. */
export const SHARED_MAIL_DOMAINS = new Set([
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'live.com',
]);
export const domainOf = (email: string | null | undefined) => email?.toLowerCase().split('@')[1]?.trim() || null;

export interface SelfReferralFacts {
  referrerId: number;
  buyerCustomerId: number | null;
  buyerEmail: string | null;
  /** The emails of the buying company's contacts (none when the buyer is no company of ours). */
  buyerContactEmails: readonly string[];
  referrerContactEmails: readonly string[];
}

/** Same company, or a contact of the referrer shares a (non web-mail) email domain of the buyer. */
export function isSelfReferral(facts: SelfReferralFacts): boolean {
  if (facts.buyerCustomerId === facts.referrerId) return true;
  const domains = new Set<string>();
  for (const email of [facts.buyerEmail, ...facts.buyerContactEmails]) {
    const domain = domainOf(email);
    if (domain && !SHARED_MAIL_DOMAINS.has(domain)) domains.add(domain);
  }
  return domains.size > 0 && facts.referrerContactEmails.some((email) => domains.has(domainOf(email) ?? ''));
}

/** Who bought, for counting distinct referred buyers: the company, else the email, else the order. */
export function buyerKey(buyer: {
  customerId: number | null;
  email: string | null;
  orderNumber: string | null;
  idempotencyKey: string;
}): string {
  if (buyer.customerId !== null) return `c:${buyer.customerId}`;
  if (buyer.email) return `e:${buyer.email}`;
  return `o:${buyer.orderNumber ?? buyer.idempotencyKey}`;
}

/** A sale joins the ledger; a self-referral is counted but earns nothing until staff approve it. */
export function saleEntry(sale: { valueCents: number; selfReferral: boolean; newBuyer: boolean }): {
  change: AccountTotals;
  approved: boolean;
} {
  const earned = sale.selfReferral ? 0 : sale.valueCents;
  return {
    change: {
      ...EMPTY_TOTALS,
      earnedCents: earned,
      balanceCents: earned,
      salesCount: sale.selfReferral ? 0 : 1,
      ordersCount: 1,
      referredCustomersCount: sale.newBuyer ? 1 : 0,
      pendingApprovalCount: sale.selfReferral ? 1 : 0,
    },
    approved: !sale.selfReferral,
  };
}

/** Only a flagged sale still waiting needs approval (a redemption is always approved). */
export const needsApproval = (row: { approved: number }) => row.approved === 0;

/** An approved self-referral's value joins the balance, and it counts towards the minimum. */
export function approvalChange(valueCents: number): AccountTotals {
  return {
    ...EMPTY_TOTALS,
    earnedCents: valueCents,
    balanceCents: valueCents,
    salesCount: 1,
    pendingApprovalCount: -1,
  };
}

type Payability = Pick<AccountTotals, 'balanceCents' | 'salesCount'> & { minimumReferrals: number };

/** Something is owed and the tag's minimum of approved sales is reached (the pending list's filter). */
export const isPayable = (a: Payability) => a.salesCount >= a.minimumReferrals && a.balanceCents > 0;

/** What may be redeemed now: the balance once the minimum is reached, else nothing. */
export const availableCreditCents = (a: Payability) => (isPayable(a) ? a.balanceCents : 0);

/** Why a redemption is refused (the minimum first, then the balance), or undefined when it may go ahead. */
export function redemptionRefusal(a: Payability, amountCents: number): string | undefined {
  if (a.salesCount < a.minimumReferrals) return minimumNotReached(a.minimumReferrals);
  if (amountCents > a.balanceCents) return redeemTooMuch(centsToAmount(a.balanceCents));
  return undefined;
}

/** A redemption takes the amount off the balance; it never takes more than there is. */
export function redemptionChange(amountCents: number): AccountTotals {
  return { ...EMPTY_TOTALS, redeemedCents: amountCents, balanceCents: -amountCents };
}

/** A redemption that brings the balance to 0 settles it: the pending-payout list starts from it. */
export const settlesBalance = (balanceAfterCents: number) => balanceAfterCents === 0;

/** The ledger row a redemption writes: its amount as a negative value, the balance after it, approved at once. */
export function redemptionEntry(referrerId: number, amountCents: number, balanceAfterCents: number) {
  return {
    referrer_id: referrerId,
    customer_id: null,
    buyer_name: null,
    buyer_key: null,
    type: 'redemption' as const,
    is_shopify_sale: 0,
    order_number: null,
    invoice_memo_number: null,
    amount_cents: amountCents,
    value_cents: -amountCents,
    balance_cents: balanceAfterCents,
    machine_type_id: null,
    machine_type_value_cents: null,
    self_referral: 0,
    approved: 1,
  };
}
