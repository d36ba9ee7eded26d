import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { centsToAmount } from '../../shared/money.ts';
import { olderThan } from './references.repository.ts';

/** The SQL of the upserts of an owner's account records: transactions, gift cards and event codes. */

export interface TransactionValues {
  customer_id: number;
  type: string;
  document_number: string;
  status: string;
  memo: string | null;
  order_number: string | null;
  amount_cents: number;
  date: string;
  source_updated_at: string;
}

export const findTransaction = (db: Db, externalId: string) =>
  db
    .selectFrom('transactions')
    .select(['id', 'source_updated_at'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();

export async function insertTransaction(db: Db, externalId: string, values: TransactionValues): Promise<number> {
  const { id } = await db
    .insertInto('transactions')
    .values({ ...values, external_id: externalId, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateTransaction(db: Db, id: number, values: TransactionValues): Promise<boolean> {
  const result = await db
    .updateTable('transactions')
    .set(values)
    .where('id', '=', id)
    .where(olderThan(values.source_updated_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readTransaction(db: Db, id: number) {
  const row = await db
    .selectFrom('transactions as t')
    .innerJoin('customers as c', 'c.id', 't.customer_id')
    .select([
      't.id',
      't.external_id',
      'c.external_id as customer_external_id',
      't.type',
      't.document_number',
      't.status',
      't.memo',
      't.amount_cents',
      't.date',
      't.order_number',
      't.source_updated_at',
    ])
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();
  const { source_updated_at, amount_cents, external_id, ...rest } = row;
  return {
    ...rest,
    external_id: external_id ?? '',
    amount: centsToAmount(amount_cents),
    updated_at: toIso(source_updated_at),
  };
}

export interface GiftCardValues {
  customer_id: number;
  code: string;
  balance_cents: number;
  source_updated_at: string;
}

export const findGiftCard = (db: Db, externalId: string) =>
  db
    .selectFrom('gift_cards')
    .select(['id', 'source_updated_at'])
    .where('external_id', '=', externalId)
    .executeTakeFirst();

export async function insertGiftCard(db: Db, externalId: string, values: GiftCardValues): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('gift_cards')
    .values({ ...values, external_id: externalId, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateGiftCard(db: Db, id: number, values: GiftCardValues): Promise<boolean> {
  const result = await db
    .updateTable('gift_cards')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where(olderThan(values.source_updated_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readGiftCard(db: Db, id: number) {
  const row = await db
    .selectFrom('gift_cards as g')
    .innerJoin('customers as c', 'c.id', 'g.customer_id')
    .select(['g.id', 'g.external_id', 'c.external_id as customer_external_id', 'g.code', 'g.balance_cents'])
    .select('g.source_updated_at')
    .where('g.id', '=', id)
    .executeTakeFirstOrThrow();
  const { source_updated_at, balance_cents, external_id, ...rest } = row;
  return {
    ...rest,
    external_id: external_id ?? '',
    balance: centsToAmount(balance_cents),
    updated_at: toIso(source_updated_at),
  };
}

export interface EventCodeValues {
  customer_id: number;
  description: string;
  description_es: string | null;
  redeemed: number;
  claim_url: string | null;
  source_updated_at: string;
}

/** An event code is the discount code itself, whoever entered it first (staff or the ERP). */
export const findEventCode = (db: Db, code: string) =>
  db.selectFrom('event_codes').select(['id', 'source_updated_at']).where('discount_code', '=', code).executeTakeFirst();

export async function insertEventCode(db: Db, code: string, values: EventCodeValues): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('event_codes')
    .values({ ...values, discount_code: code, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateEventCode(db: Db, id: number, values: EventCodeValues): Promise<boolean> {
  const result = await db
    .updateTable('event_codes')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where(olderThan(values.source_updated_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readEventCode(db: Db, id: number) {
  const row = await db
    .selectFrom('event_codes as e')
    .innerJoin('customers as c', 'c.id', 'e.customer_id')
    .select([
      'e.id',
      'e.discount_code',
      'c.external_id as customer_external_id',
      'e.description',
      'e.description_es',
      'e.redeemed',
      'e.claim_url',
      'e.source_updated_at',
    ])
    .where('e.id', '=', id)
    .executeTakeFirstOrThrow();
  const { source_updated_at, redeemed, ...rest } = row;
  return { ...rest, redeemed: redeemed === 1, updated_at: toIso(source_updated_at) };
}
