import { sql, type SqlBool } from 'kysely';
import type { AdminEventCode, EventCodeBody, eventCodeListQuery } from '@owner-portal/contract/events/event-codes';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { listPage, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';

type EventCodeListQuery = z.infer<typeof eventCodeListQuery>;

/** Search the code, both descriptions and the company; newest first unless asked. */
const EVENT_CODE_LIST: ListSpec = {
  alias: 'e',
  search: (text) =>
    sql<SqlBool>`(${sql.join(
      ['e.discount_code', 'e.description', 'e.description_es', 'c.company_name'].map((column) =>
        likeContains(sql.ref(column), text),
      ),
      sql` or `,
    )})`,
  dateColumn: 'e.created_at',
  sort: { company_name: 'c.company_name' },
  defaultSort: ['e.created_at', 'desc'],
};

const fromCodes = (db: Db) => db.selectFrom('event_codes as e').innerJoin('customers as c', 'c.id', 'e.customer_id');

function selectCodes(db: Db) {
  return fromCodes(db).select([
    'e.id',
    'e.customer_id',
    'c.company_name',
    'e.description',
    'e.description_es',
    'e.discount_code',
    'e.redeemed',
    'e.claim_url',
    'e.created_at',
  ]);
}
type CodeRow = Awaited<ReturnType<ReturnType<typeof selectCodes>['executeTakeFirstOrThrow']>>;

const toEventCode = ({ customer_id, company_name, redeemed, created_at, ...row }: CodeRow): AdminEventCode => ({
  ...row,
  customer: { id: customer_id, company_name },
  redeemed: Number(redeemed) === 1,
  created_at: toIso(created_at),
});

export async function listEventCodes(db: Db, q: EventCodeListQuery) {
  const { rows, total } = await listPage(selectCodes(db), fromCodes(db), q, EVENT_CODE_LIST);
  return { rows: rows.map(toEventCode), total };
}

export async function findEventCode(db: Db, id: number): Promise<AdminEventCode | null> {
  const row = await selectCodes(db).where('e.id', '=', id).executeTakeFirst();
  return row ? toEventCode(row) : null;
}

/** Whether another event code (not `exceptId`) already has this code. */
export async function discountCodeTaken(db: Db, code: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom('event_codes').select('id').where('discount_code', '=', code);
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const columns = (body: EventCodeBody) => ({
  customer_id: body.customer_id,
  description: body.description,
  description_es: body.description_es ?? null,
  discount_code: body.discount_code,
  redeemed: body.redeemed ? 1 : 0,
  claim_url: body.claim_url ?? null,
});

export async function insertEventCode(db: Db, body: EventCodeBody): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('event_codes')
    .values({ ...columns(body), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Updates the code; false when there was none. */
export async function updateEventCode(db: Db, id: number, body: EventCodeBody): Promise<boolean> {
  const result = await db
    .updateTable('event_codes')
    .set({ ...columns(body), updated_at: nowIso() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteEventCode(db: Db, id: number) {
  return db
    .deleteFrom('event_codes')
    .where('id', '=', id)
    .returning(['id', 'discount_code', 'customer_id'])
    .executeTakeFirst();
}
