import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { rowsAt } from '../db/limit.ts';
import { dayRange, pageOffset } from './paging.ts';

/** The common list parameters of the contract's listQuery (after parsing). */
export interface ListParams {
  page: number;
  per_page: number;
  search?: string;
  order_by?: string;
  order_dir: 'asc' | 'desc';
  start_date?: string;
  end_date?: string;
  /** The reader's time zone: start_date/end_date are their calendar days (paging.ts dayRange). */
  tz?: string;
}

/**
 * How one list is searched, dated and sorted: the declaration of a list, not its code. Column
 * names are qualified SQL references (e.g. 'r.name'); only whitelisted order_by values (the
 * contract's listQuery enum) reach `sort`.
 */
export interface ListSpec {
  /** The condition a search adds (portable: `likeContains` from search.ts, or an index-backed filter). */
  search?: (text: string) => Expression<SqlBool>;
  /** The timestamp or date column start_date/end_date bound (UTC days, both inclusive). */
  dateColumn?: string;
  /** 'date': a yyyy-MM-dd column compared as text; 'timestamp' (default): ISO instants. */
  dateKind?: 'timestamp' | 'date';
  /** order_by value → column; a value missing here sorts by its own name under `alias`. */
  sort?: Record<string, string>;
  /** The table alias of unmapped sort values (e.g. 'r' → 'r.name'). */
  alias: string;
  /** Without order_by: this column and direction. */
  defaultSort: readonly [string, 'asc' | 'desc'];
  /** Rows stay together by this column (ascending) before the asked order, e.g. a video list's series. */
  groupedBy?: string;
  /** Extra conditions of this list (its own filters, the caller's company). */
  where?: Array<Expression<SqlBool> | null | undefined | false>;
}

/** The list's WHERE: search, date range and its own conditions. */
export function listConditions(q: Omit<ListParams, 'page' | 'per_page'>, spec: ListSpec): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (q.search && spec.search) conditions.push(spec.search(q.search));
  if (spec.dateColumn) {
    const column = sql.ref(spec.dateColumn);
    if (spec.dateKind === 'date') {
      if (q.start_date) conditions.push(sql<SqlBool>`${column} >= ${q.start_date}`);
      if (q.end_date) conditions.push(sql<SqlBool>`${column} <= ${q.end_date}`);
    } else {
      const { from, to } = dayRange(q.start_date, q.end_date, q.tz);
      if (from) conditions.push(sql<SqlBool>`${column} >= ${from}`);
      if (to) conditions.push(sql<SqlBool>`${column} < ${to}`);
    }
  }
  for (const condition of spec.where ?? []) if (condition) conditions.push(condition);
  return conditions;
}

/** The ORDER BY of a list: the asked (whitelisted) column or the default, then the id so pages never overlap. */
export function listOrder(q: Pick<ListParams, 'order_by' | 'order_dir'>, spec: ListSpec) {
  const [column, dir] = q.order_by
    ? [spec.sort?.[q.order_by] ?? `${spec.alias}.${q.order_by}`, q.order_dir]
    : spec.defaultSort;
  return { column: sql.ref(column), id: sql.ref(`${spec.alias}.id`), dir };
}

function filtered<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  q: Omit<ListParams, 'page' | 'per_page'>,
  spec: ListSpec,
) {
  const conditions = listConditions(q, spec);
  return conditions.length ? query.where(sql<SqlBool>`${sql.join(conditions, sql` and `)}`) : query;
}

function ordered<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  q: Pick<ListParams, 'order_by' | 'order_dir'>,
  spec: ListSpec,
) {
  const order = listOrder(q, spec);
  const grouped = spec.groupedBy ? query.orderBy(sql.ref(spec.groupedBy), 'asc') : query;
  return grouped.orderBy(order.column, order.dir).orderBy(order.id, order.dir);
}

/**
 * One page of a list and the total that match. `rows` selects the row's columns; `from` is the same
 * FROM (and joins the conditions need) with nothing selected, for the count.
 */
export async function listPage<DB, TB extends keyof DB, O, CDB, CTB extends keyof CDB>(
  rows: SelectQueryBuilder<DB, TB, O>,
  from: SelectQueryBuilder<CDB, CTB, object>,
  q: ListParams,
  spec: ListSpec,
): Promise<{ rows: O[]; total: number }> {
  const [page, count] = await Promise.all([
    ordered(filtered(rows, q, spec), q, spec)
      .$call(rowsAt(q.per_page, pageOffset(q.page, q.per_page)))
      .execute(),
    filtered(from, q, spec)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: page as O[], total: Number((count as { n: number | string }).n) };
}

/** Every row of the list's filter in its order, in batches: a CSV export's memory stays flat however many match. */
export async function* listRows<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  q: Omit<ListParams, 'page' | 'per_page'>,
  spec: ListSpec,
  batchSize = 500,
): AsyncGenerator<O> {
  for (let offset = 0; ; offset += batchSize) {
    const batch = await ordered(filtered(rows, q, spec), q, spec)
      .$call(rowsAt(batchSize, offset))
      .execute();
    for (const row of batch) yield row as O;
    if (batch.length < batchSize) return;
  }
}
