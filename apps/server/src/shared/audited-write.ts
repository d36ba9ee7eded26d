import type { FastifyReply, FastifyRequest } from 'fastify';
import { inTransaction, type Db } from '../db/database.ts';
import { requireAuth } from '../plugins/access.ts';
import { recordAudit, type AuditEntry } from './audit.ts';
import { notFound } from '../plugins/http-errors.ts';

export interface AuditedWrite<Row, Result, Body> {
  /** The record the write changes; none (null or undefined) answers 404 before anything is written. Omit it for a create. */
  find?: () => Promise<Row | null | undefined>;
  /**
   * The change itself, through `trx` only (on SQLite a query on the outer `db` would wait for this
   * transaction forever); it throws its own 409/422 refusals, and then nothing is written or audited.
   */
  write: (row: Row, trx: Db) => Promise<Result>;
  /** What the audit log records; who did it comes from the request. */
  audit: (result: Result, row: Row) => AuditEntry;
  /** Work that belongs with the write (queueing its mail jobs, say), in the same transaction. */
  after?: (result: Result, row: Row, trx: Db) => Promise<void>;
  /** The reply's status, 200 unless given. */
  status?: number | ((result: Result, row: Row) => number);
  /** The reply's body (null for a 204). */
  reply: (result: Result, row: Row) => Body | Promise<Body>;
}

/**
 * One staff or customer write, in the order every such route takes: find the record or answer 404,
 * then in one transaction write, record the audit entry with who and what, and queue follow-up work
 * (so a write is never left without its audit entry or its mail); the handler returns the body.
 */
export async function auditedWrite<Row = undefined, Result = void, Body = unknown>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  spec: AuditedWrite<Row, Result, Body>,
): Promise<Body> {
  const auth = requireAuth(request);
  let row = undefined as Row;
  if (spec.find) {
    const found = await spec.find();
    if (found === null || found === undefined) throw notFound();
    row = found;
  }
  const result = await inTransaction(db, async (trx) => {
    const written = await spec.write(row, trx);
    await recordAudit(trx, auth, spec.audit(written, row));
    await spec.after?.(written, row, trx);
    return written;
  });
  reply.code(typeof spec.status === 'function' ? spec.status(result, row) : (spec.status ?? 200));
  return spec.reply(result, row);
}
