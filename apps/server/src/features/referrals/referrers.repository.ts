import { sql, type SqlBool } from 'kysely';
import { isInfluencerTag, type Referrer, type referrersQuery } from '@owner-portal/contract/referrals/referrals';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { rowsAt } from '../../db/limit.ts';
import { centsToAmount } from '../../shared/money.ts';
import { pageOffset } from '../../shared/paging.ts';
import { likeContains } from '../../shared/search.ts';
import { isPayable } from './ledger.rules.ts';

type ReferrersQuery = z.infer<typeof referrersQuery>;
/** all: every referrer; pending: balance above 0 and the tag's minimum reached; general: balance above 0. */
export type ReferrerList = 'all' | 'pending' | 'general';

/** The company's first contact stands for it (name, email, phone). */
const firstContact = (column: 'first_name' | 'last_name' | 'email' | 'phone') =>
  sql<
    string | null
  >`(select cu.${sql.ref(column)} from customer_users cu where cu.customer_id = c.id order by cu.id limit 1)`;

function base(db: Db, list: ReferrerList, search?: string) {
  let query = db
    .selectFrom('referral_accounts as a')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .leftJoin('referral_payout_tags as t', 't.id', 'c.referral_payout_tag_id')
    .leftJoin('sales_reps as sr', 'sr.id', 'c.sales_rep_id');
  if (list !== 'all') query = query.where('a.balance_cents', '>', 0);
  // isPayable (ledger.rules.ts) as SQL, so the list pages and counts in the database.
  if (list === 'pending') query = query.where(sql<SqlBool>`a.sales_count >= coalesce(t.minimum_referrals, 0)`);
  if (search) {
    query = query.where((eb) =>
      eb.or([
        likeContains(eb.ref('c.company_name'), search),
        sql<SqlBool>`exists (select 1 from customer_users cu where cu.customer_id = c.id and ${likeContains(sql.ref('cu.email'), search)})`,
      ]),
    );
  }
  return query;
}

function selectReferrers(db: Db, list: ReferrerList, search?: string) {
  return base(db, list, search).select([
    'c.id',
    'c.company_name',
    firstContact('first_name').as('first_name'),
    firstContact('last_name').as('last_name'),
    firstContact('email').as('email'),
    firstContact('phone').as('phone'),
    'a.balance_cents',
    'a.sales_count',
    'sr.name as sales_rep_name',
    't.id as tag_id',
    't.name as tag_name',
    't.minimum_referrals',
    't.shop_products_reward_bp',
  ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectReferrers>['executeTakeFirstOrThrow']>>;

function toReferrer(row: Row): Referrer {
  const minimum = row.minimum_referrals ?? 0;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    company_name: row.company_name,
    email: row.email,
    phone: row.phone,
    balance: centsToAmount(row.balance_cents),
    sales_rep_name: row.sales_rep_name,
    referral_payout_tag:
      row.tag_id === null
        ? null
        : {
            id: row.tag_id,
            name: row.tag_name!,
            minimum_referrals: minimum,
            shop_products_reward: (row.shop_products_reward_bp ?? 0) / 100,
          },
    referrals_count: row.sales_count,
    is_influencer: isInfluencerTag(row.tag_name),
    payable: isPayable({ balanceCents: row.balance_cents, salesCount: row.sales_count, minimumReferrals: minimum }),
  };
}

export async function listReferrers(db: Db, list: ReferrerList, q: ReferrersQuery) {
  const column =
    q.order_by === 'balance'
      ? 'a.balance_cents'
      : q.order_by === 'referrals_count'
        ? 'a.sales_count'
        : 'c.company_name';
  const [rows, count] = await Promise.all([
    selectReferrers(db, list, q.search)
      .orderBy(column, q.order_dir)
      .orderBy('c.id', q.order_dir)
      .$call(rowsAt(q.per_page, pageOffset(q.page, q.per_page)))
      .execute(),
    base(db, list, q.search)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toReferrer), total: Number(count.n) };
}

export async function findReferrer(db: Db, id: number): Promise<Referrer | undefined> {
  const row = await selectReferrers(db, 'all').where('c.id', '=', id).executeTakeFirst();
  return row ? toReferrer(row) : undefined;
}
