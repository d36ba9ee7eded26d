import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { requireAuth } from '../plugins/access.ts';
import { recordAudit, type AuditEntry } from './audit.ts';
import { notFound } from './http-errors.ts';

export interface AuditedWrite<Row, Result, Body> {
  /** The record the write changes; none (null or undefined) answers 404 before anything is written. Omit it for a create. */
  find?: () => Promise<Row | null | undefined>;
  /** The change itself; it throws its own 409/422 refusals, and then nothing is audited. */
  write: (row: Row) => Promise<Result>;
  /** What the audit log records; who did it comes from the request. */
  audit: (result: Result, row: Row) => AuditEntry;
  /** Work that follows a recorded write (mail jobs, say). */
  after?: (result: Result, row: Row) => Promise<void>;
  /** The reply's status, 200 unless given. */
  status?: number | ((result: Result, row: Row) => number);
  /** The reply's body (null for a 204). */
  reply: (result: Result, row: Row) => Body | Promise<Body>;
}

/**
 * One staff or customer write, in the order every such route takes: find the record or answer 404,
 * write, record the audit entry with who and what, then follow-up work; the handler returns the body.
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
  const result = await spec.write(row);
  await recordAudit(db, auth, spec.audit(result, row));
  await spec.after?.(result, row);
  reply.code(typeof spec.status === 'function' ? spec.status(result, row) : (spec.status ?? 200));
  return spec.reply(result, row);
}
