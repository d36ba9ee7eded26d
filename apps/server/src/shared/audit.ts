import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import type { AuthContext } from '../plugins/access.ts';

export interface AuditEntry {
  action: string;
  subjectType: string;
  subjectId: number | null;
  details?: Record<string, unknown>;
}

/** Who did what to which record, and when. Callers pass no secrets in details. */
export async function recordAudit(db: Db, actor: AuthContext | null, entry: AuditEntry): Promise<void> {
  const who = auditActor(actor);
  await db
    .insertInto('audit_log')
    .values({
      actor_kind: who.kind,
      actor_id: who.id,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      details: entry.details ? JSON.stringify(entry.details) : null,
      created_at: nowIso(),
    })
    .execute();
}

/** Impersonated actions are recorded against the staff member acting, not the customer. */
function auditActor(actor: AuthContext | null) {
  if (!actor) return { kind: 'system', id: null } as const;
  if (actor.type === 'customer') return { kind: 'customer_user', id: actor.accountId } as const;
  return { kind: 'staff', id: actor.actor?.id ?? actor.accountId } as const;
}
