import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { prepareOn } from '../db/prepared.ts';
import type { AuthContext } from '../plugins/access.ts';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: number | null;
  details?: Record<string, unknown>;
}

const insertEntry = prepareOn(
  (
    db,
    actorKind: 'system' | 'customer_user' | 'staff',
    actorId: number | null,
    action: string,
    subjectType: string,
    subjectId: number | null,
    details: string | null,
    createdAt: string,
  ) =>
    db.insertInto('audit_log').values({
      actor_kind: actorKind,
      actor_id: actorId,
      action,
      subject_type: subjectType,
      subject_id: subjectId,
      details,
      created_at: createdAt,
    }),
  ['system', -101, 'action', 'subject', -102, 'details', 'at'],
);

/** Who did what to which record, and when (in the caller's transaction when given one). Callers pass no secrets in details. */
export async function recordAudit(db: Db, actor: AuthContext | null, entry: AuditEntry): Promise<void> {
  const who = auditActor(actor);
  await insertEntry(
    db,
    who.kind,
    who.id,
    entry.action,
    entry.subjectType,
    entry.subjectId,
    entry.details ? JSON.stringify(entry.details) : null,
    nowIso(),
  );
}

/** Impersonated actions are recorded against the staff member acting, not the customer. */
function auditActor(actor: AuthContext | null) {
  if (!actor) return { kind: 'system', id: null } as const;
  if (actor.type === 'customer') return { kind: 'customer_user', id: actor.accountId } as const;
  return { kind: 'staff', id: actor.actor?.id ?? actor.accountId } as const;
}
