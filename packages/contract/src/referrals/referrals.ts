import { z } from 'zod';
import { idNumber } from '../params.ts';
import { paged, listQuery } from '../paging.ts';
import { requiredText } from '../validation.ts';
import { hasTwoDecimals, money, POSITIVE_AMOUNT, TAG_VALUE, twoDecimalsMessage } from '../money.ts';

/** The product families an owner gets a referral link for (decision 090). */
export const REFERRAL_PRODUCT_FAMILIES = ['embroidery', 'dtg', 'digitizing'] as const;
export type ReferralProductFamily = (typeof REFERRAL_PRODUCT_FAMILIES)[number];

/** A referrer whose payout tag name contains "influencer" earns Rewards, not Credits. */
export const isInfluencerTag = (name: string | null | undefined) => /influencer/i.test(name ?? '');

export const REFERRAL_TYPES = ['sale', 'redemption'] as const;

/** A referral: one sale credited to a referrer, or a redemption (negative value). */
export const referral = z.object({
  id: z.number().int(),
  referrer_id: z.number().int(),
  customer_id: z.number().int().nullable(),
  /** The referred buyer: the company name when it is a customer, else the name the sale came with. */
  customer: z.string().nullable(),
  created_at: z.string(),
  type: z.enum(REFERRAL_TYPES),
  /** 1 for a web-shop sale, 0 for an ERP one. */
  is_shopify_sale: z.number().int().min(0).max(1),
  order_number: z.string().nullable(),
  invoice_memo_number: z.string().nullable(),
  amount: z.number(),
  referral_value: z.number(),
  /** The referrer's balance after this row. */
  balance: z.number(),
  machine_type: z.string().nullable(),
  machine_type_referral_tag_value: z.number().nullable(),
  /** Same company or email domain as the buyer: earns nothing until staff approve it. */
  self_referral: z.boolean(),
  approved: z.boolean(),
});
export type Referral = z.infer<typeof referral>;

export const referralStatsQuery = listQuery(['created_at']).pick({ page: true, per_page: true });

export const referralStats = z.object({
  referred_order_items: paged(referral),
  referred_customers_count: z.number().int(),
  redeemed_amount: z.number(),
  unredeemed_amount: z.number(),
  /** The unredeemed amount once the tag's minimum is reached; 0 before. */
  available_credit: z.number(),
  referrals_count: z.number().int(),
  minimum_referrals: z.number().int(),
  pending_approval_count: z.number().int(),
  is_influencer: z.boolean(),
});
export type ReferralStats = z.infer<typeof referralStats>;

export const referralLink = z.object({
  product_family: z.enum(REFERRAL_PRODUCT_FAMILIES),
  code: z.string(),
  url: z.string(),
  visits: z.number().int(),
});
export type ReferralLink = z.infer<typeof referralLink>;
export const referralLinks = z.object({ data: z.array(referralLink) });

export const REFERRAL_ORDER_COLUMNS = ['created_at', 'amount', 'referral_value'] as const;
export const referralHistoryQuery = listQuery(REFERRAL_ORDER_COLUMNS).extend({
  type: z.enum(REFERRAL_TYPES, { error: 'The type must be sale or redemption.' }).optional(),
});
export const REFERRAL_CSV_COLUMNS = [
  'created_at',
  'type',
  'customer',
  'order_number',
  'invoice_memo_number',
  'machine_type',
  'amount',
  'referral_value',
  'balance',
] as const;

export const payoutTagSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  minimum_referrals: z.number().int(),
  /** Percent of a shop-product sale credited to the referrer. */
  shop_products_reward: z.number(),
});

/** A referrer: the customer company a referral link belongs to, with its balance. */
export const referrer = z.object({
  id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  company_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  balance: z.number(),
  sales_rep_name: z.string().nullable(),
  referral_payout_tag: payoutTagSummary.nullable(),
  referrals_count: z.number().int(),
  is_influencer: z.boolean(),
  /** The tag's minimum is reached and the balance is above 0. */
  payable: z.boolean(),
});
export type Referrer = z.infer<typeof referrer>;
export const REFERRER_ORDER_COLUMNS = ['company_name', 'balance', 'referrals_count'] as const;
export const referrersQuery = listQuery(REFERRER_ORDER_COLUMNS);
export const referrerReply = z.object({ data: referrer });

export const redeemBody = z
  .object({
    customer_id: idNumber({ error: 'The customer id is required.' }),
    amount: money('amount', POSITIVE_AMOUNT),
  })
  .strict();
export type RedeemBody = z.infer<typeof redeemBody>;
export const redeemReply = z.object({ customer_id: z.number().int(), balance: z.number(), referral_value: z.number() });
export type RedeemReply = z.infer<typeof redeemReply>;

export const redeemTooMuch = (balance: number) =>
  `The amount may not be greater than the balance of $${balance.toFixed(2)}.`;
export const minimumNotReached = (minimum: number) =>
  `Nothing is payable before the minimum of ${minimum} ${minimum === 1 ? 'referral' : 'referrals'} is reached.`;

export const machineTypeValue = z.object({
  machine_type_id: z.number().int(),
  machine_type_name: z.string(),
  value: z.number(),
});

export const payoutTag = payoutTagSummary.extend({
  is_influencer: z.boolean(),
  customers_count: z.number().int(),
  machine_type_referral_tag: z.array(machineTypeValue),
});
export type PayoutTag = z.infer<typeof payoutTag>;
export const payoutTagList = paged(payoutTag);
export const payoutTagReply = z.object({ data: payoutTag });
export const payoutTagListQuery = listQuery(['name', 'minimum_referrals']);
export const machineTypeOptions = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });

/** POST admin/machine-type-referral-payout-tag/{tagId}: tagId 0 adds a tag, any other id updates it. */
export const payoutTagBody = z
  .object({
    name: requiredText('name'),
    minimum_referrals: z
      .number({ error: 'The minimum referrals must be a whole number.' })
      .int({ error: 'The minimum referrals must be a whole number.' })
      .min(0, { error: 'The minimum referrals may not be negative.' })
      .max(10_000),
    shop_products_reward: z
      .number({ error: 'The shop products reward must be a number.' })
      .refine((v) => v >= 0 && v <= 100, { error: 'The shop products reward must be between 0 and 100.', abort: true })
      .refine(hasTwoDecimals, { error: twoDecimalsMessage('shop products reward') }),
    machine_type_referral_tag: z
      .array(
        z.object({
          machine_type_id: idNumber(),
          value: money('value', TAG_VALUE),
        }),
      )
      .max(1000)
      .default([]),
  })
  .strict();
export type PayoutTagBody = z.infer<typeof payoutTagBody>;

export const payoutTagStillAssigned = (customers: number) =>
  `This payout tag is still assigned to ${customers} ${customers === 1 ? 'customer' : 'customers'}.`;

/** A referral sale from the web shop or the ERP (or entered by staff); the Idempotency-Key header is required. */
export const referralSaleBody = z
  .object({
    referral_code: z.string().trim().min(1).max(64).optional(),
    referrer_id: idNumber().optional(),
    customer_id: idNumber().nullable().optional(),
    buyer_name: z.string().trim().max(255).nullable().optional(),
    buyer_email: z.string().trim().max(255).nullable().optional(),
    is_shopify_sale: z.union([z.literal(0), z.literal(1)]).default(0),
    order_number: z.string().trim().max(64).nullable().optional(),
    invoice_memo_number: z.string().trim().max(64).nullable().optional(),
    amount: money('amount', POSITIVE_AMOUNT),
    machine_type_id: idNumber().nullable().optional(),
  })
  .strict()
  .refine((b) => b.referral_code !== undefined || b.referrer_id !== undefined, {
    error: 'The referral code is required.',
    path: ['referral_code'],
  });
export type ReferralSaleBody = z.infer<typeof referralSaleBody>;
export const referralReply = z.object({ data: referral });
