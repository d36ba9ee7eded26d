import { randomBytes } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';
import {
  isInfluencerTag,
  REFERRAL_PRODUCT_FAMILIES,
  type ReferralLink,
  type referralHistoryQuery,
} from '@owner-portal/contract/referrals/referrals';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { isPostgres, nowIso } from '../../db/database.ts';
import { rowsAt } from '../../db/limit.ts';
import { centsToAmount } from '../../shared/money.ts';
import { dayRange, pageOffset } from '../../shared/paging.ts';
import { likeContains } from '../../shared/search.ts';
import { perDatabase, prepareQuery } from '../../db/prepared.ts';
import { availableCreditCents } from './ledger.rules.ts';
import { selectReferrals, toReferral, type ReferralRow } from './referral-rows.ts';

export type HistoryQuery = Omit<z.infer<typeof referralHistoryQuery>, 'page' | 'per_page'>;

function selectAccount(db: Db, customerId: number) {
  return db
    .selectFrom('customers as c')
    .leftJoin('referral_accounts as a', 'a.customer_id', 'c.id')
    .leftJoin('referral_payout_tags as t', 't.id', 'c.referral_payout_tag_id')
    .select([
      'c.id',
      'a.earned_cents',
      'a.redeemed_cents',
      'a.balance_cents',
      'a.sales_count',
      'a.orders_count',
      'a.referred_customers_count',
      'a.pending_approval_count',
      'a.settled_referral_id',
      't.name as tag_name',
      't.minimum_referrals',
    ])
    .where('c.id', '=', customerId);
}

/**
 * The stats' query, built and compiled once per page size (a LIMIT is part of the SQL text; the
 * dashboard asks for it on every visit): the account with its newest sales as a JSON array, one
 * round trip (kysely's jsonArrayFrom, in each engine's dialect).
 */
const statsQueries = perDatabase((db) => {
  const pages = new Map<string, (customerId: number, offset: number) => Promise<StatsRow | undefined>>();
  const jsonArrayFrom: typeof sqliteJsonArrayFrom = isPostgres(db) ? postgresJsonArrayFrom : sqliteJsonArrayFrom;
  const statsQuery = (customerId: number, perPage: number, offset: number) =>
    selectAccount(db, customerId).select(
      jsonArrayFrom(
        selectReferrals(db)
          .where('r.referrer_id', '=', sql.ref<number>('c.id'))
          // A literal, not a parameter: a prepared query binds only its arguments.
          .where('r.type', '=', sql.lit('sale'))
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .$call(rowsAt(perPage, offset)),
      ).as('sales'),
    );
  /** One prepared query per page size, and for the first page or another. */
  return (perPage: number, offset: number) => {
    const key = `${perPage} ${offset === 0}`;
    let page = pages.get(key);
    if (!page) {
      page = prepareQuery(
        db,
        (customerId: number, at: number) => statsQuery(customerId, perPage, offset === 0 ? 0 : at),
        [-101, -102],
      ) as (customerId: number, offset: number) => Promise<StatsRow | undefined>;
      pages.set(key, page);
    }
    return page;
  };
});
type StatsRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectAccount>['executeTakeFirst']>>> & {
  sales: ReferralRow[] | string;
};

/** A referrer's account and tag: what the stats, the lists and redemption read. */
export async function findAccount(db: Db, customerId: number) {
  return toAccount(await selectAccount(db, customerId).executeTakeFirst());
}

function toAccount(row: Awaited<ReturnType<ReturnType<typeof selectAccount>['executeTakeFirst']>>) {
  if (!row) return undefined;
  return {
    customerId: row.id,
    earnedCents: row.earned_cents ?? 0,
    redeemedCents: row.redeemed_cents ?? 0,
    balanceCents: row.balance_cents ?? 0,
    salesCount: row.sales_count ?? 0,
    ordersCount: row.orders_count ?? 0,
    referredCustomersCount: row.referred_customers_count ?? 0,
    pendingApprovalCount: row.pending_approval_count ?? 0,
    settledReferralId: row.settled_referral_id,
    minimumReferrals: row.minimum_referrals ?? 0,
    tagName: row.tag_name,
  };
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/** A customer's referral stats, arithmetic in cents; the referred order items are the sales, newest first. */
export async function referralStats(db: Db, customerId: number, page: number, perPage: number) {
  const offset = pageOffset(page, perPage);
  const row = await statsQueries(db)(perPage, offset)(customerId, offset);
  // SQLite hands the JSON array back as text, PostgreSQL as values.
  const rows: ReferralRow[] = typeof row?.sales === 'string' ? JSON.parse(row.sales) : (row?.sales ?? []);
  const account = row;
  const a = toAccount(account)!;
  return {
    items: rows.map(toReferral),
    // The account counts the sale rows as they are recorded: no count(*) over a busy referrer's rows.
    total: a.ordersCount,
    stats: {
      referred_customers_count: a.referredCustomersCount,
      redeemed_amount: centsToAmount(a.redeemedCents),
      unredeemed_amount: centsToAmount(a.balanceCents),
      available_credit: centsToAmount(availableCreditCents(a)),
      referrals_count: a.salesCount,
      minimum_referrals: a.minimumReferrals,
      pending_approval_count: a.pendingApprovalCount,
      is_influencer: isInfluencerTag(a.tagName),
    },
  };
}

function filteredHistory(db: Db, referrerId: number, q: HistoryQuery) {
  let query = selectReferrals(db).where('r.referrer_id', '=', referrerId);
  const { from, to } = dayRange(q.start_date, q.end_date);
  if (from) query = query.where('r.created_at', '>=', from);
  if (to) query = query.where('r.created_at', '<', to);
  if (q.type) query = query.where('r.type', '=', q.type);
  if (q.search) {
    const text = q.search;
    query = query.where((eb) =>
      eb.or([
        likeContains(eb.ref('r.order_number'), text),
        likeContains(eb.ref('r.invoice_memo_number'), text),
        likeContains(eb.ref('r.buyer_name'), text),
        likeContains(eb.ref('bc.company_name'), text),
      ]),
    );
  }
  const column =
    q.order_by === 'amount' ? 'r.amount_cents' : q.order_by === 'referral_value' ? 'r.value_cents' : 'r.created_at';
  const dir = q.order_by ? q.order_dir : 'desc';
  return query.orderBy(column, dir).orderBy('r.id', dir);
}

/** A referrer's rows, sales and redemptions, newest first (a redemption heads the list when it is made). */
export async function listHistory(db: Db, referrerId: number, q: HistoryQuery, page: number, perPage: number) {
  const [rows, count] = await Promise.all([
    filteredHistory(db, referrerId, q)
      .$call(rowsAt(perPage, pageOffset(page, perPage)))
      .execute(),
    filteredHistory(db, referrerId, q)
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toReferral), total: Number(count.n) };
}

/** Every filtered row in batches for the CSV export: memory stays flat however many rows match. */
export async function* iterateHistory(db: Db, referrerId: number, q: HistoryQuery, batchSize = 500) {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await filteredHistory(db, referrerId, q).$call(rowsAt(batchSize, offset)).execute();
    for (const row of rows) yield toReferral(row);
    if (rows.length < batchSize) return;
  }
}

/**
 * The rows behind the current balance: from the redemption that last settled the balance to 0 (it
 * heads the list), plus any self-referral still waiting for approval.
 */
export async function listPendingReferrals(db: Db, account: Account, page: number, perPage: number) {
  const settled = account.settledReferralId;
  const pending = (q: ReturnType<typeof selectReferrals>) =>
    q
      .where('r.referrer_id', '=', account.customerId)
      .where((eb) =>
        settled === null ? sql<SqlBool>`1 = 1` : eb.or([eb('r.id', '>=', settled), eb('r.approved', '=', 0)]),
      );
  const [rows, count] = await Promise.all([
    pending(selectReferrals(db))
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .$call(rowsAt(perPage, pageOffset(page, perPage)))
      .execute(),
    pending(selectReferrals(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toReferral), total: Number(count.n) };
}

/** A link code: 10 url-safe characters, not guessable from the company. */
export const newLinkCode = () => randomBytes(8).toString('base64url').slice(0, 10);

/** The company's link per product family, created the first time they are asked for. */
export async function ensureReferralLinks(db: Db, customerId: number, publicUrl: string): Promise<ReferralLink[]> {
  const existing = await db
    .selectFrom('referral_links')
    .select('product_family')
    .where('customer_id', '=', customerId)
    .execute();
  const missing = REFERRAL_PRODUCT_FAMILIES.filter((f) => !existing.some((e) => e.product_family === f));
  if (missing.length > 0) {
    await db
      .insertInto('referral_links')
      .values(
        missing.map((product_family) => ({
          customer_id: customerId,
          product_family,
          code: newLinkCode(),
          created_at: nowIso(),
        })),
      )
      .onConflict((oc) => oc.columns(['customer_id', 'product_family']).doNothing())
      .execute();
  }
  const rows = await db
    .selectFrom('referral_links as l')
    .select((eb) => [
      'l.product_family',
      'l.code',
      eb
        .selectFrom('referral_visits as v')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('v.referral_link_id', '=', 'l.id')
        .as('visits'),
    ])
    .where('l.customer_id', '=', customerId)
    .execute();
  const base = publicUrl.replace(/\/$/, '');
  return REFERRAL_PRODUCT_FAMILIES.map((family) => {
    const row = rows.find((r) => r.product_family === family)!;
    return { product_family: family, code: row.code, url: `${base}/r/${row.code}`, visits: Number(row.visits ?? 0) };
  });
}

/** The referral link of a code, if there is one. */
export function findLink(db: Db, code: string): Promise<{ id: number; code: string } | undefined> {
  return db.selectFrom('referral_links').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
}

/**
 * Records a visit of a link, unless this visitor's visit of the day is already recorded: the unique
 * index on (link, visitor, day) decides, so of parallel visits exactly one is written.
 */
export async function recordVisit(db: Db, linkId: number, visitor: string, day: string): Promise<void> {
  await db
    .insertInto('referral_visits')
    .values({ referral_link_id: linkId, visitor, visit_day: day, created_at: nowIso() })
    .onConflict((oc) => oc.columns(['referral_link_id', 'visitor', 'visit_day']).doNothing())
    .execute();
}
