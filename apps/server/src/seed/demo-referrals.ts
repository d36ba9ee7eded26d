import { REFERRAL_PRODUCT_FAMILIES } from '@owner-portal/contract/referrals/referrals';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import {
  EMPTY_TOTALS,
  applyChange,
  redemptionChange,
  redemptionEntry,
  redemptionRefusal,
  saleEntry,
  saleValue,
  settlesBalance,
} from '../features/referrals/referrals.feature.ts';
import { seededRandom } from './random.ts';

/** The influencer demo owner (README's demo table): its tag's name says influencer, so it earns Rewards. */
export const INFLUENCER_DEMO = {
  company_name: 'Thread Tales Studio',
  owner: { first_name: 'Iris', last_name: 'Influencer', email: 'influencer@demo.test', phone: '4075550144' },
};

const TAGS = [
  {
    name: 'Standard Owner',
    minimum_referrals: 1,
    shop_products_reward_bp: 500,
    values: { Embroidery: 50000, DTG: 75000, Software: 10000 },
  },
  {
    name: 'Influencer Partner',
    minimum_referrals: 3,
    shop_products_reward_bp: 1000,
    values: { Embroidery: 100000, DTG: 150000, Software: 20000 },
  },
] as const;

const BUYERS = [
  'Hoop Dreams Embroidery',
  'Ink & Needle Co.',
  'Blue Bobbin Shirts',
  'Main Street Monograms',
  'Tee Time Prints',
  'Logo Lab LLC',
];

type Sale = {
  days: number;
  machine: keyof (typeof TAGS)[0]['values'] | null;
  amountCents: number;
  order: string;
  shopify: boolean;
};

/**
 * Payout tags, the influencer demo company, links and a history of referrals with running balances:
 * the demo owner has redeemed part of its credit, Print Works and the influencer are owed payouts
 * (accounting redeems them in the demo and the end-to-end test).
 */
export async function seedDemoReferrals(
  db: Db,
  passwordHash: string,
  companies: { owner: number; other: number },
): Promise<void> {
  const random = seededRandom(1515);
  const now = Date.now();
  const stamp = nowIso();
  const machineTypes = await db.selectFrom('machine_types').select(['id', 'name']).execute();
  const machineId = (name: string) => machineTypes.find((m) => m.name === name)?.id ?? null;

  const tagIds: number[] = [];
  for (const tag of TAGS) {
    const { id } = await db
      .insertInto('referral_payout_tags')
      .values({
        name: tag.name,
        minimum_referrals: tag.minimum_referrals,
        shop_products_reward_bp: tag.shop_products_reward_bp,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagIds.push(id);
    const values = Object.entries(tag.values).flatMap(([name, value_cents]) => {
      const machine_type_id = machineId(name);
      return machine_type_id === null ? [] : [{ referral_payout_tag_id: id, machine_type_id, value_cents }];
    });
    if (values.length > 0) await db.insertInto('machine_type_referral_tags').values(values).execute();
  }

  const owner = await db
    .selectFrom('customers')
    .select('sales_rep_id')
    .where('id', '=', companies.owner)
    .executeTakeFirstOrThrow();
  const { id: influencer } = await db
    .insertInto('customers')
    .values({
      company_name: INFLUENCER_DEMO.company_name,
      subsidiary_id: 1,
      sales_rep_id: owner.sales_rep_id,
      referral_payout_tag_id: tagIds[1]!,
      created_at: stamp,
      updated_at: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('customer_users')
    .values({
      ...INFLUENCER_DEMO.owner,
      customer_id: influencer,
      internal_id: String(100000 + influencer),
      invite_sent_at: stamp,
      unlocked_trainings: 0,
      lang_code: 'en',
      password_hash: passwordHash,
      token_version: 0,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  await db
    .updateTable('customers')
    .set({ referral_payout_tag_id: tagIds[0]! })
    .where('id', 'in', [companies.owner, companies.other])
    .execute();

  const plan: { referrer: number; tag: (typeof TAGS)[number]; sales: Sale[]; redeemCents: number }[] = [
    {
      referrer: companies.owner,
      tag: TAGS[0],
      sales: [
        { days: 300, machine: 'Embroidery', amountCents: 1_899_500, order: 'SO-51001', shopify: false },
        { days: 210, machine: null, amountCents: 45_000, order: 'W-80211', shopify: true },
        { days: 150, machine: 'DTG', amountCents: 2_450_000, order: 'SO-51877', shopify: false },
        { days: 60, machine: 'Software', amountCents: 129_900, order: 'W-81502', shopify: true },
        { days: 20, machine: null, amountCents: 12_550, order: 'W-81740', shopify: true },
      ],
      redeemCents: 60_000,
    },
    {
      referrer: companies.other,
      tag: TAGS[0],
      sales: [
        { days: 120, machine: 'Embroidery', amountCents: 1_750_000, order: 'SO-52010', shopify: false },
        { days: 45, machine: null, amountCents: 30_000, order: 'W-82001', shopify: true },
      ],
      redeemCents: 0,
    },
    {
      referrer: influencer,
      tag: TAGS[1],
      sales: [
        { days: 200, machine: 'DTG', amountCents: 2_600_000, order: 'SO-53001', shopify: false },
        { days: 90, machine: 'Embroidery', amountCents: 1_950_000, order: 'SO-53120', shopify: false },
        { days: 30, machine: null, amountCents: 80_000, order: 'W-83010', shopify: true },
        { days: 10, machine: 'Software', amountCents: 129_900, order: 'W-83044', shopify: true },
      ],
      redeemCents: 100_000,
    },
  ];

  for (const { referrer, tag, sales, redeemCents } of plan) {
    let totals = EMPTY_TOTALS;
    let settledReferralId: number | null = null;
    const buyers = new Set<string>();
    const at = (days: number) => new Date(now - days * 86_400_000 - random.int(0, 36_000) * 1000).toISOString();
    for (const sale of sales) {
      const machineTypeId = sale.machine === null ? null : machineId(sale.machine);
      const { valueCents, machineTypeValueCents } = saleValue({
        amountCents: sale.amountCents,
        machineTypeId,
        tag: { shopProductsRewardBp: tag.shop_products_reward_bp },
        tagMachineValueCents: sale.machine === null ? undefined : tag.values[sale.machine as keyof typeof tag.values],
      });
      const buyer = random.pick(BUYERS);
      const entry = saleEntry({ valueCents, selfReferral: false, newBuyer: !buyers.has(buyer) });
      buyers.add(buyer);
      totals = applyChange(totals, entry.change);
      await db
        .insertInto('referrals')
        .values({
          referrer_id: referrer,
          customer_id: null,
          buyer_name: buyer,
          buyer_key: `n:${buyer.toLowerCase()}`,
          type: 'sale',
          is_shopify_sale: sale.shopify ? 1 : 0,
          order_number: sale.order,
          invoice_memo_number: sale.shopify ? null : `INV-${sale.order.slice(3)}`,
          amount_cents: sale.amountCents,
          value_cents: valueCents,
          balance_cents: totals.balanceCents,
          machine_type_id: machineTypeId,
          machine_type_value_cents: machineTypeValueCents,
          self_referral: 0,
          approved: entry.approved ? 1 : 0,
          idempotency_key: `sale:demo-${sale.order}`,
          created_by_staff_id: null,
          created_at: at(sale.days),
        })
        .execute();
    }
    if (redeemCents > 0) {
      const refusal = redemptionRefusal({ ...totals, minimumReferrals: tag.minimum_referrals }, redeemCents);
      if (refusal) throw new Error(`The demo plan redeems what the product would refuse: ${refusal}`);
      totals = applyChange(totals, redemptionChange(redeemCents));
      const { id } = await db
        .insertInto('referrals')
        .values({
          ...redemptionEntry(referrer, redeemCents, totals.balanceCents),
          idempotency_key: null,
          created_by_staff_id: null,
          created_at: at(5),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (settlesBalance(totals.balanceCents)) settledReferralId = id;
    }
    await db
      .insertInto('referral_accounts')
      .values({
        customer_id: referrer,
        earned_cents: totals.earnedCents,
        redeemed_cents: totals.redeemedCents,
        balance_cents: totals.balanceCents,
        sales_count: totals.salesCount,
        orders_count: totals.ordersCount,
        referred_customers_count: totals.referredCustomersCount,
        pending_approval_count: totals.pendingApprovalCount,
        settled_referral_id: settledReferralId,
        updated_at: stamp,
      })
      .execute();
    await db
      .insertInto('referral_links')
      .values(
        REFERRAL_PRODUCT_FAMILIES.map((product_family) => ({
          customer_id: referrer,
          product_family,
          code: `${product_family}-${referrer}-${random.int(100000, 999999)}`,
          created_at: stamp,
        })),
      )
      .execute();
  }
}
