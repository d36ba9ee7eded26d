import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { olderThan } from './references.repository.ts';
import { definedOnly } from './upsert.rules.ts';

/** The SQL of the customer and contact upserts; the guard `source_updated_at < new` is in each update. */

export interface CustomerValues {
  company_name: string;
  subsidiary_id: number;
  /** undefined: leave as it is. */
  sales_rep_id: number | null | undefined;
  source_updated_at: string;
}

export const findCustomerByExternalId = (db: Db, externalId: string) =>
  db
    .selectFrom('customers')
    .select(['id', 'source_updated_at'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();

export async function insertCustomer(db: Db, externalId: string, values: CustomerValues): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('customers')
    .values({
      ...values,
      sales_rep_id: values.sales_rep_id ?? null,
      external_id: externalId,
      referral_payout_tag_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCustomer(db: Db, id: number, values: CustomerValues): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set({ ...definedOnly(values), updated_at: nowIso() })
    .where('id', '=', id)
    .where(olderThan(values.source_updated_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readCustomer(db: Db, id: number) {
  const row = await db
    .selectFrom('customers as c')
    .leftJoin('sales_reps as r', 'r.id', 'c.sales_rep_id')
    .select([
      'c.id',
      'c.external_id',
      'c.company_name',
      'c.subsidiary_id',
      'r.email as sales_rep_email',
      'c.source_updated_at',
    ])
    .where('c.id', '=', id)
    .executeTakeFirstOrThrow();
  const { source_updated_at, external_id, ...rest } = row;
  return { ...rest, external_id: external_id ?? '', updated_at: toIso(source_updated_at) };
}

export interface ContactValues {
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null | undefined;
  lang_code: string | undefined;
  source_updated_at: string;
}

/**
 * The contact of an external id; failing that, one staff entered with the same email and no external
 * id yet, which the upsert takes over rather than refuse as a duplicate.
 */
export async function findContactForUpsert(db: Db, externalId: string, email: string) {
  const own = await db
    .selectFrom('customer_users')
    .select(['id', 'source_updated_at'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  if (own) return own;
  return db
    .selectFrom('customer_users')
    .select(['id', 'source_updated_at'])
    .where('email', '=', email)
    .where('external_id', 'is', null)
    .executeTakeFirst();
}

/** Whether a contact other than `exceptId` has this email. */
export async function contactEmailTaken(db: Db, email: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('customer_users').select('id').where('email', '=', email);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertContact(db: Db, externalId: string, values: ContactValues): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('customer_users')
    .values({
      ...values,
      phone: values.phone ?? null,
      lang_code: values.lang_code ?? 'en',
      external_id: externalId,
      internal_id: null,
      invite_sent_at: null,
      unlocked_trainings: 0,
      password_hash: null,
      token_version: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateContact(db: Db, id: number, externalId: string, values: ContactValues): Promise<boolean> {
  const result = await db
    .updateTable('customer_users')
    .set({ ...definedOnly(values), external_id: externalId, updated_at: nowIso() })
    .where('id', '=', id)
    .where(olderThan(values.source_updated_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Whether the contact may be invited: never invited, and no password chosen yet. */
export async function awaitsInvitation(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('customer_users')
    .select(['invite_sent_at', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.invite_sent_at === null && row.password_hash === null;
}

export async function readContact(db: Db, id: number) {
  const row = await db
    .selectFrom('customer_users as cu')
    .leftJoin('customers as c', 'c.id', 'cu.customer_id')
    .select([
      'cu.id',
      'cu.external_id',
      'c.external_id as customer_external_id',
      'cu.first_name',
      'cu.last_name',
      'cu.email',
      'cu.phone',
      'cu.lang_code',
      'cu.invite_sent_at',
      'cu.source_updated_at',
    ])
    .where('cu.id', '=', id)
    .executeTakeFirstOrThrow();
  const { source_updated_at, invite_sent_at, external_id, ...rest } = row;
  return {
    ...rest,
    external_id: external_id ?? '',
    invite_sent_at: toIso(invite_sent_at),
    updated_at: toIso(source_updated_at),
  };
}
