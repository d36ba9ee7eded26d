import type { ImportMapping } from '@owner-portal/contract/customers/customer-imports';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import type { CustomerImportsTable } from '../../db/schema.ts';
import type { RowErrors, StoredContact } from './customer-import.rules.ts';

/** The SQL of spreadsheet imports (decision 123). */

export type ImportRecord = Omit<CustomerImportsTable, 'id'> & { id: number };

export async function insertImport(
  db: Db,
  values: Pick<CustomerImportsTable, 'staff_user_id' | 'file_key' | 'file_name' | 'format' | 'columns' | 'subsidiary_id'>,
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('customer_imports')
    .values({
      ...values,
      mapping: null,
      invite: 0,
      status: 'uploaded',
      rows_total: null,
      rows_done: 0,
      created_count: 0,
      updated_count: 0,
      unchanged_count: 0,
      rejected_count: 0,
      invite_count: 0,
      started_at: null,
      finished_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const findImport = (db: Db, id: number) =>
  db.selectFrom('customer_imports').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    ImportRecord | undefined
  >;

/** The staff member's latest import that is not finished, else their latest one. */
export async function currentImport(db: Db, staffUserId: number): Promise<ImportRecord | undefined> {
  const base = () =>
    db.selectFrom('customer_imports').selectAll().where('staff_user_id', '=', staffUserId).orderBy('id', 'desc');
  const running = await base().where('status', 'in', ['queued', 'running']).limit(limitOf(1)).executeTakeFirst();
  return (running ?? (await base().where('status', '!=', 'uploaded').limit(limitOf(1)).executeTakeFirst())) as
    | ImportRecord
    | undefined;
}

/** Starts an uploaded import once: the guarded update that only one of two racing starts wins. */
export async function markQueued(db: Db, id: number, mapping: ImportMapping, invite: boolean): Promise<boolean> {
  const result = await db
    .updateTable('customer_imports')
    .set({ status: 'queued', mapping: JSON.stringify(mapping), invite: invite ? 1 : 0, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', '=', 'uploaded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function rememberMapping(db: Db, staffUserId: number, mapping: ImportMapping): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('customer_import_mappings')
    .values({ staff_user_id: staffUserId, mapping: JSON.stringify(mapping), updated_at: now })
    .onConflict((oc) => oc.column('staff_user_id').doUpdateSet({ mapping: JSON.stringify(mapping), updated_at: now }))
    .execute();
}

export async function rememberedMapping(db: Db, staffUserId: number): Promise<ImportMapping | null> {
  const row = await db
    .selectFrom('customer_import_mappings')
    .select('mapping')
    .where('staff_user_id', '=', staffUserId)
    .executeTakeFirst();
  return row ? (JSON.parse(row.mapping) as ImportMapping) : null;
}

export async function setImportState(
  db: Db,
  id: number,
  values: Partial<Pick<CustomerImportsTable, 'status' | 'rows_total' | 'started_at' | 'finished_at'>>,
) {
  await db
    .updateTable('customer_imports')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

export interface BatchCounts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  invites: number;
}

/** Adds a batch's counts, in the batch's transaction, so the progress is exactly what is committed. */
export async function addProgress(db: Db, id: number, c: BatchCounts) {
  await db
    .updateTable('customer_imports')
    .set((eb) => ({
      rows_done: eb('rows_done', '+', c.rows),
      created_count: eb('created_count', '+', c.created),
      updated_count: eb('updated_count', '+', c.updated),
      unchanged_count: eb('unchanged_count', '+', c.unchanged),
      rejected_count: eb('rejected_count', '+', c.rejected),
      invite_count: eb('invite_count', '+', c.invites),
      updated_at: nowIso(),
    }))
    .where('id', '=', id)
    .execute();
}

export interface Rejection {
  row: number;
  email: string | null;
  company_name: string | null;
  errors: RowErrors;
}

export async function insertRejections(db: Db, importId: number, rejections: Rejection[]) {
  if (rejections.length === 0) return;
  await db
    .insertInto('customer_import_rejections')
    .values(
      rejections.map((r) => ({
        import_id: importId,
        row_number: r.row,
        email: r.email?.slice(0, 255) ?? null,
        company_name: r.company_name?.slice(0, 255) ?? null,
        errors: JSON.stringify(r.errors),
      })),
    )
    .onConflict((oc) => oc.columns(['import_id', 'row_number']).doNothing())
    .execute();
}

/** The rejected rows of an import, in row order, in batches (the report streams them). */
export async function* iterateRejections(db: Db, importId: number) {
  const size = 1000;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('customer_import_rejections')
      .select(['row_number', 'email', 'company_name', 'errors'])
      .where('import_id', '=', importId)
      .where('row_number', '>', after)
      .orderBy('row_number')
      .limit(limitOf(size))
      .execute();
    yield* rows;
    if (rows.length < size) return;
    after = rows.at(-1)!.row_number;
  }
}

/** Companies by `${subsidiary}|${name}`, for the names of one batch. */
export async function companiesNamed(db: Db, names: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (names.length === 0) return found;
  const rows = await db
    .selectFrom('customers')
    .select(['id', 'company_name', 'subsidiary_id'])
    .where('company_name', 'in', names)
    .orderBy('id')
    .execute();
  for (const r of rows) {
    const key = `${r.subsidiary_id}|${r.company_name}`;
    if (!found.has(key)) found.set(key, r.id);
  }
  return found;
}

const contactColumns = [
  'cu.id',
  'cu.first_name',
  'cu.last_name',
  'cu.email',
  'cu.phone',
  'cu.internal_id',
  'cu.lang_code',
  'cu.customer_id',
  'c.subsidiary_id',
  'cu.invite_sent_at',
  'cu.password_hash',
] as const;

/** The stored contacts of a batch's internal ids and emails. */
export async function contactsMatching(db: Db, internalIds: string[], emails: string[]): Promise<StoredContact[]> {
  if (internalIds.length === 0 && emails.length === 0) return [];
  return db
    .selectFrom('customer_users as cu')
    .leftJoin('customers as c', 'c.id', 'cu.customer_id')
    .select(contactColumns)
    .where((eb) =>
      eb.or([
        ...(internalIds.length > 0 ? [eb('cu.internal_id', 'in', internalIds)] : []),
        ...(emails.length > 0 ? [eb('cu.email', 'in', emails)] : []),
      ]),
    )
    .orderBy('cu.id')
    .execute();
}
