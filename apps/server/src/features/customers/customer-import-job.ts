import type { ImportMapping, ImportRow } from '@owner-portal/contract/customers/customer-imports';
import { inTransaction, toIso, type Db } from '../../db/database.ts';
import { statisticsKeeper } from '../../db/planner-statistics.ts';
import type { AppContext } from '../../shared/app-context.ts';
import {
  findContact,
  insertContacts,
  queueInvite,
  updateContact,
  type ContactValues,
} from '../contacts/contacts.feature.ts';
import { emitEvent, takesEvent } from '../webhooks/webhooks.feature.ts';
import { insertCompanies } from './customers.repository.ts';
import { sheetRows, type SheetRow } from './customer-import-file.ts';
import {
  awaitsInvitation,
  checkRow,
  decideContact,
  inviteTime,
  matchContact,
  rowValues,
  type StoredContact,
} from './customer-import.rules.ts';
import {
  addProgress,
  companiesNamed,
  contactsMatching,
  findImport,
  insertRejections,
  setImportState,
  type BatchCounts,
  type ImportRecord,
  type Rejection,
} from './customer-imports.repository.ts';

declare module '../../jobs/job-types.ts' {
  interface JobPayloads {
    /** Imports an uploaded spreadsheet of companies and contacts (decision 123). */
    'customers.import': { import_id: number };
  }
}

/** Rows written per transaction: each batch commits its rows, rejections and progress together. */
export const IMPORT_BATCH_ROWS = 500;

interface Batch {
  rows: SheetRow[];
}

/** Everything one batch needs to know about the import it belongs to. */
interface ImportRun {
  record: ImportRecord;
  columns: string[];
  mapping: ImportMapping;
  startedMs: number;
  invitesPerMinute: number;
  /** Invitations queued so far (the pacing counts on from here). */
  invites: number;
}

const companyKey = (row: ImportRow) => `${row.subsidiary_id}|${row.company_name}`;

/**
 * One batch, in one transaction: its records looked up at once, every row decided in order (a row
 * sees what the rows before it did), then written: new companies and new contacts each in one
 * statement, changed contacts one by one, then announcements and invitations.
 */
async function importBatch(ctx: AppContext, trx: Db, run: ImportRun, batch: Batch): Promise<BatchCounts> {
  const scope = run.record.subsidiary_id;
  const counts: BatchCounts = { rows: batch.rows.length, created: 0, updated: 0, unchanged: 0, rejected: 0, invites: 0 };
  const rejections: Rejection[] = [];
  const checked = batch.rows.map((r) => {
    const values = rowValues(r.cells, run.columns, run.mapping);
    return { line: r.row, values, ...checkRow(values, scope) };
  });
  const valid = checked.flatMap((c) => (c.row ? [c.row] : []));
  const companies = await companiesNamed(trx, [...new Set(valid.map((r) => r.company_name))]);
  const stored = await contactsMatching(
    trx,
    [...new Set(valid.flatMap((r) => (r.internal_id ? [r.internal_id] : [])))],
    [...new Set(valid.map((r) => r.email))],
  );
  const byInternalId = new Map<string, StoredContact>();
  const byEmail = new Map<string, StoredContact>();
  const remember = (c: StoredContact) => {
    if (c.internal_id && !byInternalId.has(c.internal_id)) byInternalId.set(c.internal_id, c);
    byEmail.set(c.email, c);
  };
  stored.forEach(remember);

  // Records this batch makes have negative stand-in ids until they are written.
  const newCompanies = new Map<string, { id: number; company_name: string; subsidiary_id: number }>();
  const creates = new Map<number, StoredContact>();
  const updates = new Map<number, StoredContact>();
  const invites: StoredContact[] = [];
  let standIn = 0;

  for (const item of checked) {
    const reject = (errors: Record<string, string[]>) => {
      counts.rejected += 1;
      rejections.push({
        row: item.line,
        email: item.values.email || null,
        company_name: item.values.company_name || null,
        errors,
      });
    };
    if (!item.row) {
      reject(item.errors);
      continue;
    }
    const row = item.row;
    const key = companyKey(row);
    const existing = matchContact(row, byInternalId, byEmail);
    const companyId = companies.get(key) ?? newCompanies.get(key)?.id ?? 0;
    const decision = decideContact(row, companyId, existing, byEmail.get(row.email), scope);
    if (decision.kind === 'reject') {
      reject(decision.errors);
      continue;
    }
    if (!companies.has(key) && !newCompanies.has(key))
      newCompanies.set(key, { id: --standIn, company_name: row.company_name, subsidiary_id: row.subsidiary_id });
    const customerId = companies.get(key) ?? newCompanies.get(key)!.id;
    let contact: StoredContact;
    if (decision.kind === 'unchanged') {
      counts.unchanged += 1;
      contact = existing!;
    } else {
      const values = { ...decision.values, customer_id: customerId };
      if (decision.kind === 'create') {
        counts.created += 1;
        contact = { ...values, id: --standIn, subsidiary_id: row.subsidiary_id, invite_sent_at: null, password_hash: null };
        creates.set(contact.id, contact);
      } else {
        counts.updated += 1;
        if (existing!.email !== values.email) byEmail.delete(existing!.email);
        // A contact made earlier in this batch is still to be written: the change goes into its row.
        contact = Object.assign(existing!, values, { subsidiary_id: row.subsidiary_id });
        if (contact.id > 0) updates.set(contact.id, contact);
      }
      remember(contact);
    }
    if (run.record.invite && awaitsInvitation(contact)) {
      contact.invite_sent_at = 'queued';
      invites.push(contact);
    }
  }

  const companyIds = await insertCompanies(trx, [...newCompanies.values()]);
  const keyOfStandIn = new Map([...newCompanies].map(([key, c]) => [c.id, key]));
  const realCompany = (id: number | null) => (id !== null && id < 0 ? companyIds.get(keyOfStandIn.get(id)!)! : id);
  const contactValues = (c: StoredContact): ContactValues => ({
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone,
    internal_id: c.internal_id,
    lang_code: c.lang_code,
    customer_id: realCompany(c.customer_id),
  });
  const contactIds = await insertContacts(trx, [...creates.values()].map(contactValues));
  for (const c of creates.values()) c.id = contactIds.get(c.email)!;
  for (const c of updates.values()) await updateContact(trx, c.id, contactValues(c), null);
  // A new contact is announced to the webhook endpoints that take contact.created, as the form's are.
  if (creates.size > 0 && (await takesEvent(trx, 'contact.created')))
    for (const c of creates.values()) await emitEvent(ctx.jobs, trx, 'contact.created', (await findContact(trx, c.id))!);
  for (const c of invites) {
    const startAfter = inviteTime(run.startedMs, run.invites + counts.invites, run.invitesPerMinute);
    await queueInvite(ctx.jobs, trx, c.id, { startAfter });
    counts.invites += 1;
  }
  await insertRejections(trx, run.record.id, rejections);
  await addProgress(trx, run.record.id, counts);
  return counts;
}

/** The file's data rows (the header skipped), read from storage as a stream. */
async function* dataRows(ctx: AppContext, record: ImportRecord) {
  let header = true;
  for await (const row of sheetRows(await ctx.storage.read(record.file_key), record.format)) {
    if (header) {
      header = false;
      continue;
    }
    yield row;
  }
}

async function countRows(ctx: AppContext, record: ImportRecord): Promise<number> {
  let n = 0;
  for await (const _ of dataRows(ctx, record)) n += 1;
  return n;
}

/**
 * The import job: counts the rows (for the progress bar's total), then imports them in batches.
 * A run after a crash goes on after the last committed batch (rows_done), so no row is done twice.
 */
export async function runImport(ctx: AppContext, importId: number): Promise<void> {
  const { db } = ctx;
  let record = await findImport(db, importId);
  if (!record || record.status === 'done' || record.status === 'failed' || record.status === 'uploaded') return;
  const startedAt = toIso(record.started_at) ?? new Date().toISOString();
  if (record.status !== 'running') await setImportState(db, importId, { status: 'running', started_at: startedAt });
  if (record.rows_total === null) await setImportState(db, importId, { rows_total: await countRows(ctx, record) });
  record = (await findImport(db, importId))!;
  const run: ImportRun = {
    record,
    columns: JSON.parse(record.columns) as string[],
    mapping: JSON.parse(record.mapping ?? '{}') as ImportMapping,
    startedMs: Date.parse(startedAt),
    invitesPerMinute: ctx.config.importInvitesPerMinute ?? 60,
    invites: record.invite_count,
  };
  let skip = record.rows_done;
  let batch: SheetRow[] = [];
  // The batches' lookups of contacts and companies stay index reads as the import fills those tables.
  const keepStatistics = statisticsKeeper(db, ['customers', 'customer_users']);
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const counts = await inTransaction(db, (trx) => importBatch(ctx, trx, run, { rows }));
    run.invites += counts.invites;
    await keepStatistics();
  };
  for await (const row of dataRows(ctx, record)) {
    if (skip > 0) {
      skip -= 1;
      continue;
    }
    batch.push(row);
    if (batch.length >= IMPORT_BATCH_ROWS) await flush();
  }
  await flush();
  await setImportState(db, importId, { status: 'done', finished_at: new Date().toISOString() });
}

export function registerImportJob(ctx: AppContext) {
  ctx.jobs.register('customers.import', async ({ import_id }, job) => {
    try {
      await runImport(ctx, import_id);
    } catch (err) {
      // The last attempt's failure is the import's: the page stops waiting and says so.
      if (job.attempt >= job.maxAttempts)
        await setImportState(ctx.db, import_id, { status: 'failed', finished_at: new Date().toISOString() });
      throw err;
    }
  });
}
