import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { prepareOn } from '../db/prepared.ts';
import type { Caller } from '../plugins/access.ts';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: number | null;
  details?: Record<string, unknown>;
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
    }),
  ['system', -101, '\0name', 'action', 'subject', -102, 'details', 'at'],
);

/** Who did what to which record, and when (in the caller's transaction when given one). Callers pass no secrets in details. */
export async function recordAudit(db: Db, actor: Caller | null, entry: AuditEntry): Promise<void> {
  const who = auditActor(actor);
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
  );
}

/**
 * Impersonated actions are recorded against the staff member acting, not the customer. An API key is
 * named as well as numbered: its name is what a reader of the log knows it by.
 */
function auditActor(actor: Caller | null) {
  if (!actor) return { kind: 'system', id: null, name: null } as const;
  if (actor.type === 'api_key') return { kind: 'api_key', id: actor.accountId, name: actor.name } as const;
  if (actor.type === 'customer') return { kind: 'customer_user', id: actor.accountId, name: null } as const;
  return { kind: 'staff', id: actor.actor?.id ?? actor.accountId, name: null } as const;
}
