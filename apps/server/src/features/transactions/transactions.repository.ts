import type { Transaction } from '@owner-portal/contract/transactions/transactions';
import type { Db } from '../../db/database.ts';
import { centsToAmount } from '../../shared/money.ts';
import { pageOffset } from '../../shared/paging.ts';
import { likeContains } from '../../shared/search.ts';
import { rowsAt } from '../../db/limit.ts';

export interface TransactionFilter {
  search?: string;
  startDate?: string;
  endDate?: string;
  orderBy?: 'date' | 'amount' | 'document_number' | 'type';
  orderDir: 'asc' | 'desc';
}

const COLUMNS = ['id', 'document_number', 'type', 'status', 'memo', 'order_number', 'amount_cents', 'date'] as const;
type Row = {
  id: number;
  document_number: string;
  type: string;
  status: string;
  memo: string | null;
  order_number: string | null;
  amount_cents: number;
  date: string;
};

const toTransaction = ({ amount_cents, ...row }: Row): Transaction => ({
  ...row,
  type: row.type as Transaction['type'],
  amount: centsToAmount(amount_cents),
});

function filtered(db: Db, customerId: number, f: TransactionFilter) {
  let query = db.selectFrom('transactions').where('customer_id', '=', customerId);
  if (f.startDate) query = query.where('date', '>=', f.startDate);
  if (f.endDate) query = query.where('date', '<=', f.endDate);
  if (f.search) {
    const text = f.search;
    query = query.where((eb) =>
      eb.or([
        likeContains(eb.ref('document_number'), text),
        likeContains(eb.ref('memo'), text),
        likeContains(eb.ref('order_number'), text),
      ]),
    );
  }
  return query;
}

/** Newest first unless asked otherwise; id breaks ties so pages never overlap. */
function ordered(f: TransactionFilter) {
  const column = f.orderBy === 'amount' ? 'amount_cents' : (f.orderBy ?? 'date');
  const dir = f.orderBy ? f.orderDir : 'desc';
  return [column, dir] as const;
}

export async function listTransactions(
  db: Db,
  customerId: number,
  f: TransactionFilter,
  page: number,
  perPage: number,
) {
  const base = filtered(db, customerId, f);
  const [column, dir] = ordered(f);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy(column, dir)
      .orderBy('id', dir)
      .$call(rowsAt(perPage, pageOffset(page, perPage)))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toTransaction), total: Number(count.n) };
}

/** Every filtered row, in batches, for the CSV export: memory stays flat however many rows match. */
export async function* iterateTransactions(db: Db, customerId: number, f: TransactionFilter, batchSize = 500) {
  const [column, dir] = ordered(f);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await filtered(db, customerId, f)
      .select(COLUMNS)
      .orderBy(column, dir)
      .orderBy('id', dir)
      .$call(rowsAt(batchSize, offset))
      .execute();
    for (const row of rows) yield toTransaction(row);
    if (rows.length < batchSize) return;
  }
}

export async function findTransaction(db: Db, customerId: number, id: number) {
  const row = await db
    .selectFrom('transactions')
    .select(COLUMNS)
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toTransaction(row) : undefined;
}
