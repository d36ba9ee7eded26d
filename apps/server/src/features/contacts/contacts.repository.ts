import type { Contact, ContactListQuery } from '@owner-portal/contract/contacts/contacts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { inTransaction, isPostgres, nowIso, toIso } from '../../db/database.ts';
import type { CustomerUsersTable, Database } from '../../db/schema.ts';
import { dayRange, pageOffset } from '../../shared/paging.ts';
import { contactSearchFilter, countSearchMatches } from './contact-search.ts';
import { rowsAt } from '../../db/limit.ts';

const CONTACT_COLUMNS = [
  'cu.id',
  'cu.first_name',
  'cu.last_name',
  'cu.email',
  'cu.phone',
  'cu.internal_id',
  'cu.invite_sent_at',
  'cu.unlocked_trainings',
  'cu.lang_code',
  'cu.created_at',
  'c.id as customer_id',
  'c.company_name',
  'c.subsidiary_id',
] as const;

function selectContacts(db: Db) {
  return db
    .selectFrom('customer_users as cu')
    .leftJoin('customers as c', 'c.id', 'cu.customer_id')
    .select(CONTACT_COLUMNS);
}
type ContactRow = Awaited<ReturnType<ReturnType<typeof selectContacts>['executeTakeFirstOrThrow']>>;

function toContact(row: ContactRow): Contact {
  const { customer_id, company_name, subsidiary_id, invite_sent_at, created_at, ...user } = row;
  return {
    ...user,
    invite_sent_at: toIso(invite_sent_at),
    created_at: toIso(created_at),
    customer:
      customer_id === null
        ? null
        : { id: customer_id, company_name: company_name ?? '', subsidiary_id: subsidiary_id ?? 0 },
  };
}

type ContactsDb = Database & { cu: CustomerUsersTable };

/** The filters of GET admin/customer_users, for any query over `customer_users as cu`. */
function contactFilters(db: Db, q: ContactListQuery, expectedMatches?: number) {
  const { from, to } = dayRange(q.start_date, q.end_date, q.tz);
  const search = contactSearchFilter(db, q.search, expectedMatches);
  return (eb: ExpressionBuilder<ContactsDb, 'cu'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (q.lang_code) conditions.push(eb('cu.lang_code', '=', q.lang_code));
    if (from) conditions.push(eb('cu.created_at', '>=', from));
    if (to) conditions.push(eb('cu.created_at', '<', to));
    if (search) conditions.push(search);
    return eb.and(conditions);
  };
}

export async function listContacts(db: Db, q: ContactListQuery): Promise<{ rows: Contact[]; total: number }> {
  // Newest first by default: created_at's index also serves the date range.
  const column = q.order_by ?? 'created_at';
  const dir = q.order_by ? q.order_dir : 'desc';
  const page = (expectedMatches?: number) =>
    selectContacts(db)
      .where(contactFilters(db, q, expectedMatches))
      .orderBy(`cu.${column}`, dir)
      .orderBy('cu.id', dir)
      .$call(rowsAt(q.per_page, pageOffset(q.page, q.per_page)))
      .execute();
  // PostgreSQL plans the page itself and has a pool: page and count run side by side. SQLite has one
  // connection, and how many match decides how its page is best found, so it counts first.
  if (isPostgres(db)) {
    const [rows, total] = await Promise.all([page(), countContacts(db, q)]);
    return { rows: rows.map(toContact), total };
  }
  const total = await countContacts(db, q);
  return { rows: (await page(total)).map(toContact), total };
}

/** A search alone is counted on the search index itself, without touching the contacts table. */
async function countContacts(db: Db, q: ContactListQuery) {
  if (q.search && !q.lang_code && !q.start_date && !q.end_date) {
    const matches = await countSearchMatches(db, q.search);
    if (matches !== null) return matches;
  }
  const { n } = await db
    .selectFrom('customer_users as cu')
    .where(contactFilters(db, q))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function findContact(db: Db, id: number): Promise<Contact | null> {
  const row = await selectContacts(db).where('cu.id', '=', id).executeTakeFirst();
  return row ? toContact(row) : null;
}

/** Whether another contact already has this (lower-cased) email. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('customer_users').select('id').where('email', '=', email);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function customerExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('customers').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export type ContactValues = Pick<
  CustomerUsersTable,
  'first_name' | 'last_name' | 'email' | 'phone' | 'internal_id' | 'customer_id' | 'lang_code'
>;

export async function insertContact(db: Db, values: ContactValues, passwordHash: string | null): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('customer_users')
    .values({
      ...values,
      invite_sent_at: null,
      unlocked_trainings: 0,
      password_hash: passwordHash,
      token_version: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Several new contacts without a password in one statement (a spreadsheet import's batch): their ids by email. */
export async function insertContacts(db: Db, rows: ContactValues[]): Promise<Map<string, number>> {
  if (rows.length === 0) return new Map();
  const now = nowIso();
  const inserted = await db
    .insertInto('customer_users')
    .values(
      rows.map((values) => ({
        ...values,
        invite_sent_at: null,
        unlocked_trainings: 0,
        password_hash: null,
        token_version: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning(['id', 'email'])
    .execute();
  return new Map(inserted.map((r) => [r.email, r.id]));
}

/** Updates the fields; a new password hash also bumps the token version, so the contact's old tokens stop working. */
export async function updateContact(db: Db, id: number, values: Partial<ContactValues>, passwordHash: string | null) {
  await db
    .updateTable('customer_users')
    .set((eb) => ({
      ...values,
      ...(passwordHash ? { password_hash: passwordHash, token_version: eb('token_version', '+', 1) } : {}),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .execute();
}

/**
 * Removes the contact with its unused password links and read marks. Answers what was deleted, or
 * undefined when nothing was: of parallel deletes of one contact exactly one gets the row.
 */
export async function deleteContact(db: Db, id: number) {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('notification_reads').where('customer_user_id', '=', id).execute();
    await trx
      .deleteFrom('password_tokens')
      .where('account_kind', '=', 'customer_user')
      .where('account_id', '=', id)
      .execute();
    return trx
      .deleteFrom('customer_users')
      .where('id', '=', id)
      .returning(['id', 'email', 'customer_id'])
      .executeTakeFirst();
  });
}

export async function markInviteSent(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable('customer_users').set({ invite_sent_at: at }).where('id', '=', id).execute();
}

/** A new invite supersedes the older ones: their links stop working. */
export async function retireInviteTokens(db: Db, id: number): Promise<void> {
  await db
    .updateTable('password_tokens')
    .set({ used_at: nowIso() })
    .where('account_kind', '=', 'customer_user')
    .where('account_id', '=', id)
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .execute();
}
