import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { prepareOn } from '../db/prepared.ts';
import type { Caller } from '../plugins/access.ts';
import type { FieldChanges } from './audit-changes.ts';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: number | null;
  details?: Record<string, unknown>;
  /** The impersonation the entry starts or ends; a write made while impersonating gets it from the token. */
  impersonationId?: number;
}

/** What the request adds to every entry of its write (decision 124): where it came from, what it changed. */
export interface AuditContext {
  /** The caller's address (Fastify's `request.ip`, which honours TRUST_PROXY). */
  ip?: string | null;
  /** An update's changed fields, `{field: [before, after]}`; only the write's first entry carries them. */
  changes?: FieldChanges | null;
}

const insertEntry = prepareOn(
  (
    db,
    actorKind: 'system' | 'customer_user' | 'staff' | 'api_key',
    actorId: number | null,
    actorName: string | null,
    action: string,
    subjectType: string,
    subjectId: number | null,
    details: string | null,
    createdAt: string,
    ipAddress: string | null,
    changes: string | null,
    impersonationId: number | null,
  ) =>
    db.insertInto('audit_log').values({
      actor_kind: actorKind,
      actor_id: actorId,
      actor_name: actorName,
      action,
      subject_type: subjectType,
      subject_id: subjectId,
      details,
      created_at: createdAt,
      ip_address: ipAddress,
      changes,
      impersonation_id: impersonationId,
    }),
  ['system', -101, '\0name', 'action', 'subject', -102, 'details', 'at', '\0ip', '\0changes', -103],
);

/** Who did what to which record, and when (in the caller's transaction when given one). Callers pass no secrets in details. */
export async function recordAudit(
  db: Db,
  actor: Caller | null,
  entry: AuditEntry,
  context: AuditContext = {},
): Promise<void> {
  const who = auditActor(actor);
  const changes = context.changes && Object.keys(context.changes).length > 0 ? JSON.stringify(context.changes) : null;
  await insertEntry(
    db,
    who.kind,
    who.id,
    who.name,
    entry.action,
    entry.subjectType,
    entry.subjectId,
    entry.details ? JSON.stringify(entry.details) : null,
    nowIso(),
    addressOf(actor, context),
    changes,
    entry.impersonationId ?? who.impersonationId,
  );
}

/** The request's address; an integration operation's is its API key request's. */
function addressOf(actor: Caller | null, context: AuditContext): string | null {
  const ip = context.ip ?? (actor?.type === 'api_key' ? actor.ip : null);
  return ip ? ip.slice(0, 64) : null;
}

/**
 * Impersonated actions are recorded against the staff member acting, not the customer, with the
 * impersonation they were made in. An API key is named as well as numbered: its name is what a
 * reader of the log knows it by.
 */
function auditActor(actor: Caller | null) {
  if (!actor) return { kind: 'system', id: null, name: null, impersonationId: null } as const;
  if (actor.type === 'api_key')
    return { kind: 'api_key', id: actor.accountId, name: actor.name, impersonationId: null } as const;
  if (actor.type === 'customer')
    return { kind: 'customer_user', id: actor.accountId, name: null, impersonationId: null } as const;
  return {
    kind: 'staff',
    id: actor.actor?.id ?? actor.accountId,
    name: null,
    impersonationId: actor.actor?.imp ?? null,
  } as const;
}
