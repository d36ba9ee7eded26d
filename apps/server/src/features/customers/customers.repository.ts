import { sql, type SqlBool } from 'kysely';
import type { Customer, CustomerBody, customerListQuery } from '@owner-portal/contract/customers/customers';
import { CUSTOMER_FIND_LIMIT } from '@owner-portal/contract/customers/customers';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { listPage, listRows, type ListSpec } from '../../shared/list-query.ts';
import { likeContains, searchedId } from '../../shared/search.ts';
import { limitOf } from '../../db/limit.ts';

type CustomerListQuery = z.infer<typeof customerListQuery>;

/** company_name contains the search (case-insensitive), or the search is the customer's id. */
function companyMatches(search: string) {
  const id = searchedId(search);
  return id === null
    ? likeContains(sql.ref('c.company_name'), search)
    : sql<SqlBool>`(${likeContains(sql.ref('c.company_name'), search)} or c.id = ${id})`;
}

/** Search by name or id, created_at for the date range, by company name unless asked. */
const CUSTOMER_LIST: ListSpec = {
  alias: 'c',
  search: companyMatches,
  dateColumn: 'c.created_at',
  defaultSort: ['c.company_name', 'asc'],
};

function selectCustomers(db: Db) {
  return db
    .selectFrom('customers as c')
    .leftJoin('sales_reps as r', 'r.id', 'c.sales_rep_id')
    .select((eb) => [
      'c.id',
      'c.company_name',
      'c.subsidiary_id',
      'c.sales_rep_id',
      'r.name as sales_rep_name',
      'c.referral_payout_tag_id',
      'c.created_at',
      eb
        .selectFrom('customer_users as cu')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('cu.customer_id', '=', 'c.id')
        .as('contacts_count'),
    ]);
}
type CustomerRow = Awaited<ReturnType<ReturnType<typeof selectCustomers>['executeTakeFirstOrThrow']>>;

const toCustomer = ({ created_at, contacts_count, ...row }: CustomerRow): Customer => ({
  ...row,
  contacts_count: Number(contacts_count ?? 0),
  created_at: toIso(created_at),
});

export async function listCustomers(db: Db, q: CustomerListQuery): Promise<{ rows: Customer[]; total: number }> {
  const { rows, total } = await listPage(selectCustomers(db), db.selectFrom('customers as c'), q, CUSTOMER_LIST);
  return { rows: rows.map(toCustomer), total };
}

/** Every customer of the list's filter, in its order, for the CSV export. */
export async function* iterateCustomers(db: Db, q: Omit<CustomerListQuery, 'page' | 'per_page'>) {
  for await (const row of listRows(selectCustomers(db), q, CUSTOMER_LIST)) yield toCustomer(row);
}

/** The contact form's select: up to CUSTOMER_FIND_LIMIT companies by name. */
export async function findCustomers(db: Db, search: string | undefined) {
  let query = db.selectFrom('customers as c').select(['c.id', 'c.company_name', 'c.subsidiary_id']);
  if (search) query = query.where(companyMatches(search));
  return query.orderBy('c.company_name').orderBy('c.id').limit(limitOf(CUSTOMER_FIND_LIMIT)).execute();
}

export async function findCustomer(db: Db, id: number): Promise<Customer | null> {
  const row = await selectCustomers(db).where('c.id', '=', id).executeTakeFirst();
  return row ? toCustomer(row) : null;
}

/** The payout tags for the customer form's select (a handful: staff make them one by one). */
export function listPayoutTagOptions(db: Db) {
  return db.selectFrom('referral_payout_tags').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export async function payoutTagExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('referral_payout_tags').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function salesRepExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('sales_reps').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

const columns = (body: CustomerBody) => ({
  company_name: body.company_name,
  subsidiary_id: body.subsidiary_id,
  sales_rep_id: body.sales_rep_id ?? null,
  referral_payout_tag_id: body.referral_payout_tag_id ?? null,
});

export async function insertCustomer(db: Db, body: CustomerBody): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('customers')
    .values({ ...columns(body), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Several new companies (name and subsidiary) in one statement (a spreadsheet import's batch): their ids by `${subsidiary}|${name}`. */
export async function insertCompanies(
  db: Db,
  rows: { company_name: string; subsidiary_id: number }[],
): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const now = nowIso();
  const inserted = await db
    .insertInto('customers')
    .values(rows.map((r) => ({ ...columns(r), created_at: now, updated_at: now })))
    .returning(['id', 'company_name', 'subsidiary_id'])
    .execute();
  return new Map(inserted.map((r) => [`${r.subsidiary_id}|${r.company_name}`, r.id]));
}

export async function updateCustomer(db: Db, id: number, body: CustomerBody): Promise<void> {
  await db
    .updateTable('customers')
    .set({ ...columns(body), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}
