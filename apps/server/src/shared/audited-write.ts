import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeleteResult } from 'kysely';
import { watchChanges } from '../db/changed-rows.ts';
import { inTransaction, type Db } from '../db/database.ts';
import { requireCaller, type Caller } from '../plugins/access.ts';
import { recordAudit, type AuditContext, type AuditEntry } from './audit.ts';
import { changedFields } from './audit-changes.ts';
import { notFound } from '../plugins/http-errors.ts';

/** The transaction of an audited write: the change, its audit entries and its jobs. */
export interface AuditedChange<Row, Result> {
  /**
   * The change itself, through `trx` only (on SQLite a query on the outer `db` would wait for this
   * transaction forever); it throws its own 404/409/422 refusals, and then nothing is written or
   * audited. Omit it when the audit entry is the whole record (starting an impersonation).
   */
  write?: (row: Row, trx: Db) => Promise<Result>;
  /**
   * What the audit log records (who did it comes from the request): one entry, several, or null
   * when the write turned out to change nothing (publishing what is already published). A `write`
   * whose statements inserted, updated and deleted no row records nothing without asking: a
   * repeated acknowledgement that finds its row already there is not a second event.
   */
  audit: (result: Result, row: Row) => AuditEntry | readonly AuditEntry[] | null;
  /** Work that belongs with the write, in the same transaction: jobs are queued with `{ transaction: trx }`. */
  after?: (result: Result, row: Row, trx: Db) => Promise<unknown>;
}

export interface AuditedWrite<Row, Result, Body> extends AuditedChange<Row, Result> {
  /** The record the write changes; none (null or undefined) answers 404 before anything is written. Omit it for a create. */
  find?: () => Promise<Row | null | undefined>;
  /** The reply's status, 200 unless given. */
  status?: number | ((result: Result, row: Row) => number);
  /** The reply's body (null for a 204), read after the commit. */
  reply: (result: Result, row: Row) => Body | Promise<Body>;
}

/**
 * The one way a staff, customer or API-key write records its audit entry (decision 091): find the record or
 * answer 404, then in one transaction write, record who did what, and queue the follow-up jobs, so
 * the three commit together or not at all; the handler returns the body. A write that changed no
 * row answers as before and records no entry (decision 113), so repeating it cannot fill the audit
 * log. Checks that are slow or must answer before the 404 (hashing a password, say) run before the
 * call, on `db`.
 */
export async function auditedWrite<Row = undefined, Result = void, Body = unknown>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: AuditedWrite<Row, Result, Body>,
): Promise<Body> {
  const caller = requireCaller(request);
  let row = undefined as Row;
  if (spec.find) {
    const found = await spec.find();
    if (found === null || found === undefined) throw notFound();
    row = found;
  }
  // Every entry records the address; an update's first also what it changed (decision 124).
  const context: AuditContext = {
    ip: request.ip,
    changes: spec.find && request.method !== 'DELETE' ? changedFields(row, request.body) : null,
  };
  const result = await auditedChange(db, caller, row, spec, context);
  reply.code(typeof spec.status === 'function' ? spec.status(result, row) : (spec.status ?? 200));
  return spec.reply(result, row);
}

/**
 * The end of a delete's `write`: the `delete … where id = ?` itself decides who deleted the record,
 * not the `find` before it. Of parallel deletes one removes the row; the others delete 0 rows and
 * answer 404, so nothing of theirs is written or audited (the find alone let all of them through).
 */
export function deletedOne(result: DeleteResult): void {
  if (Number(result.numDeletedRows) === 0) throw notFound();
}

/**
 * The transaction of `auditedWrite` without a reply of its own, for a write that answers inside
 * another request's reply (an operation of an integration batch) or in a job: the change, the audit
 * entries naming `caller` (null: the system, for a job applying what a signed webhook sent), and the
 * jobs commit together or not at all. `context`: the request's address and an update's changes.
 */
export function auditedChange<Row, Result>(
  db: Db,
  caller: Caller | null,
  row: Row,
  spec: AuditedChange<Row, Result>,
  context: AuditContext = {},
): Promise<Result> {
  return inTransaction(db, async (trx) => {
    const watch = spec.write ? await watchChanges(trx) : undefined;
    const written = (await spec.write?.(row, watch?.db ?? trx)) as Result;
    const changedNothing = watch !== undefined && (await watch.changed()) === 0;
    const entries = changedNothing ? [] : [spec.audit(written, row) ?? []].flat();
    for (const [i, entry] of entries.entries())
      await recordAudit(trx, caller, entry, i === 0 ? context : { ...context, changes: null });
    await spec.after?.(written, row, trx);
    return written;
  });
}
