import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/database.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import type { Caller } from '../../plugins/access.ts';
import type { AuditEntry } from '../../shared/audit.ts';
import { auditedChange } from '../../shared/audited-write.ts';
import { isNewer, upsertOutcome } from './upsert.rules.ts';

/** What an upsert did to its record. */
export interface Upserted {
  id: number;
  created: boolean;
  /** False for a replay or an older updated_at: nothing was written. */
  applied: boolean;
  /** Work that followed the change in its transaction (an invitation queued), for the audit log. */
  follows?: AuditEntry[];
}

export interface UpsertSpec<Result extends Upserted, Data> {
  /** The audit action's first word (`customer` → customer.create, customer.update). */
  entity: string;
  subjectType: string;
  /** The source's reference(s) and updated_at, as the audit entry records them. */
  details: Record<string, unknown>;
  /** The change, in the write's transaction: `upsertRow` for one row, `upsertOrder` for an order. */
  write: (trx: Db) => Promise<Result>;
  /** The record as stored, for the reply (after the commit). */
  read: (db: Db, id: number, result: Result) => Promise<Data>;
}

export interface UpsertReply<Data> {
  status: 200 | 201;
  body: { data: Data; applied: boolean };
}

/**
 * Runs an upsert as an audited write of `caller` (decision 091): the change, its audit entries and
 * its jobs commit together, and an ignored one writes nothing, not even an audit entry. Two first
 * deliveries of one reference at once both try to create it; the unique index lets one through and
 * the other runs again, finds the record and applies or ignores its change as any later one.
 */
export async function upsert<Result extends Upserted, Data>(
  db: Db,
  caller: Caller,
  spec: UpsertSpec<Result, Data>,
): Promise<UpsertReply<Data> & { result: Result }> {
  const run = () =>
    auditedChange(db, caller, undefined, {
      write: (_, trx) => spec.write(trx),
      audit: (done) =>
        done.applied
          ? [
              {
                action: `${spec.entity}.${done.created ? 'create' : 'update'}`,
                subjectType: spec.subjectType,
                subjectId: done.id,
                details: spec.details,
              },
              ...(done.follows ?? []),
            ]
          : null,
    });
  let result: Result;
  try {
    result = await run();
  } catch (err) {
    if (!uniqueViolation(err)) throw err;
    result = await run();
  }
  const { status, applied } = upsertOutcome(result.created, result.applied);
  return { status, body: { data: await spec.read(db, result.id, result), applied }, result };
}

export interface RowUpsert {
  /** The stored record of the reference, if any, with the source time of its last change. */
  find: () => Promise<{ id: number; source_updated_at: string | Date | null } | undefined>;
  insert: () => Promise<number>;
  /** Applies the change unless a newer one is stored by now (the statement's own guard); false if not. */
  update: (id: number) => Promise<boolean>;
  /** After an applied change: what follows it (an invitation), with its audit entries. */
  follow?: (id: number, created: boolean) => Promise<AuditEntry[]>;
}

/** The upsert of one row by its reference: create it, apply a newer change, or ignore an older one. */
export async function upsertRow(updatedAt: string, row: RowUpsert): Promise<Upserted> {
  const stored = await row.find();
  if (stored && !isNewer(updatedAt, toIso(stored.source_updated_at))) {
    return { id: stored.id, created: false, applied: false };
  }
  const id = stored ? stored.id : await row.insert();
  const applied = !stored || (await row.update(id));
  const follows = applied && row.follow ? await row.follow(id, !stored) : [];
  return { id, created: !stored, applied, follows };
}
