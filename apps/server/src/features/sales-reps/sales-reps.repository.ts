import { sql, type SqlBool } from 'kysely';
import type { SalesRep, SalesRepBody } from '@owner-portal/contract/sales-reps/sales-reps';
import type { salesRepListQuery } from '@owner-portal/contract/sales-reps/sales-reps';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso, toIso } from '../../db/database.ts';
import { listPage, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';

type SalesRepListQuery = z.infer<typeof salesRepListQuery>;

/** Search by name or email; sort by the contract's whitelist; by name unless asked. */
const SALES_REP_LIST: ListSpec = {
  alias: 'r',
  search: (text) =>
    sql<SqlBool>`(${likeContains(sql.ref('r.name'), text)} or ${likeContains(sql.ref('r.email'), text)})`,
  defaultSort: ['r.name', 'asc'],
};

function selectReps(db: Db) {
  return db.selectFrom('sales_reps as r').select((eb) => [
    'r.id',
    'r.name',
    'r.email',
    'r.phone',
    'r.created_at',
    eb
      .selectFrom('customers as c')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('c.sales_rep_id', '=', 'r.id')
      .as('customers_count'),
  ]);
}
type RepRow = Awaited<ReturnType<ReturnType<typeof selectReps>['executeTakeFirstOrThrow']>>;

const toRep = ({ created_at, customers_count, ...row }: RepRow): SalesRep => ({
  ...row,
  customers_count: Number(customers_count ?? 0),
  created_at: toIso(created_at),
});

export async function listSalesReps(db: Db, q: SalesRepListQuery): Promise<{ rows: SalesRep[]; total: number }> {
  const { rows, total } = await listPage(selectReps(db), db.selectFrom('sales_reps as r'), q, SALES_REP_LIST);
  return { rows: rows.map(toRep), total };
}

/** Every rep's id and name, by name: the customer form's select (a manufacturer has tens of reps). */
export async function listSalesRepOptions(db: Db) {
  return db.selectFrom('sales_reps').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

export async function findSalesRep(db: Db, id: number): Promise<SalesRep | null> {
  const row = await selectReps(db).where('r.id', '=', id).executeTakeFirst();
  return row ? toRep(row) : null;
}

const columns = (body: SalesRepBody) => ({ name: body.name, email: body.email, phone: body.phone ?? null });

export async function insertSalesRep(db: Db, body: SalesRepBody): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('sales_reps')
    .values({ ...columns(body), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateSalesRep(db: Db, id: number, body: SalesRepBody): Promise<void> {
  await db
    .updateTable('sales_reps')
    .set({ ...columns(body), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes the rep unless customers still name it: `assigned` counts those, `deleted` is the row gone
 * (undefined when there was none: of parallel deletes of one rep, exactly one gets it).
 */
export async function deleteSalesRepIfUnassigned(db: Db, id: number) {
  return inTransaction(db, async (trx) => {
    const { n } = await trx
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sales_rep_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) return { assigned: Number(n), deleted: undefined };
    const deleted = await trx
      .deleteFrom('sales_reps')
      .where('id', '=', id)
      .returning(['id', 'name'])
      .executeTakeFirst();
    return { assigned: 0, deleted };
  });
}
