import type { Db } from '../src/db/database.ts';
import type { CustomerUsersTable } from '../src/db/schema.ts';

let sequence = 0;
const next = () => ++sequence;

/** A customer company, straight into the database. */
export async function buildCustomer(
  db: Db,
  values: { company_name?: string; subsidiary_id?: number; sales_rep_id?: number | null; created_at?: string } = {},
) {
  const n = next();
  const at = values.created_at ?? new Date().toISOString();
  return db
    .insertInto('customers')
    .values({
      company_name: values.company_name ?? `Factory Company ${n}`,
      subsidiary_id: values.subsidiary_id ?? 1,
      sales_rep_id: values.sales_rep_id ?? null,
      referral_payout_tag_id: null,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'company_name', 'subsidiary_id'])
    .executeTakeFirstOrThrow();
}

type ContactOverrides = Partial<
  Pick<CustomerUsersTable, 'first_name' | 'last_name' | 'email' | 'phone' | 'internal_id' | 'lang_code' | 'customer_id'>
> & { created_at?: string };

/** A contact (no password, not invited), straight into the database. */
export async function buildContact(db: Db, values: ContactOverrides = {}) {
  const n = next();
  const at = values.created_at ?? new Date().toISOString();
  return db
    .insertInto('customer_users')
    .values({
      customer_id: null,
      first_name: 'Fay',
      last_name: `Factory${n}`,
      email: `factory.${n}.${Date.now()}@contacts.test`,
      phone: '4075559000',
      internal_id: String(900000 + n),
      invite_sent_at: null,
      unlocked_trainings: 0,
      lang_code: 'en',
      password_hash: null,
      token_version: 0,
      ...values,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'email', 'customer_id'])
    .executeTakeFirstOrThrow();
}

/** A notification, published or not. */
export async function buildNotification(db: Db, values: { title?: string; published?: boolean } = {}) {
  const n = next();
  const at = new Date().toISOString();
  return db
    .insertInto('notifications')
    .values({
      title: values.title ?? `Factory notification ${n}`,
      content: 'Factory content.',
      link_url: null,
      link_text: null,
      is_external: 0,
      published_at: values.published ? at : null,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** The audit entries recorded for one record, oldest first. */
export async function auditTrail(db: Db, subjectType: string, subjectId: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'actor_kind', 'actor_id', 'details'])
    .where('subject_type', '=', subjectType)
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute();
}

/** The company a demo contact belongs to. */
export async function companyIdOf(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom('customer_users')
    .select('customer_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.customer_id!;
}

export async function buildOwnedUnit(db: Db, customerId: number, productId: number, { withSerial = true } = {}) {
  const n = next();
  const at = new Date().toISOString();
  const order = await db
    .insertInto('orders')
    .values({
      customer_id: customerId,
      order_number: `F-${n}-${Date.now()}`,
      date: at.slice(0, 10),
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const fulfillment = await db
    .insertInto('fulfillments')
    .values({
      order_id: order.id,
      transaction_id: `IF-${n}`,
      shipping_carrier: 'UPS',
      shipping_tracking: null,
      shipping_date: at.slice(0, 10),
      is_shipped: 1,
      current_status: 'shipped',
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('fulfillment_items')
    .values({
      fulfillment_id: fulfillment.id,
      product_id: productId,
      item_name: 'Factory unit',
      description: null,
      serial_number: withSerial ? `SN-${n}` : null,
      tier: null,
      qty: 1,
    })
    .execute();
  return { serial_number: withSerial ? `SN-${n}` : null };
}
