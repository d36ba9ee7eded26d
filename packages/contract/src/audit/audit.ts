import { z } from 'zod';
import { listQuery } from '../paging.ts';
import { idQueryNumber } from '../params.ts';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '../audit-words.ts';

export { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '../audit-words.ts';

/** Who wrote an audit row: a staff member (also when acting as an owner), an owner, a business system's key, or the portal itself. */
export const AUDIT_ACTOR_KINDS = ['staff', 'customer_user', 'api_key', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** A person filter's value: `staff:3`, `customer_user:12`, `api_key:2`. */
const ACTOR_PATTERN = /^(staff|customer_user|api_key):[1-9]\d{0,9}$/;

/** GET admin/audit-log: newest first unless asked; filters by person, action, record type, impersonation, date range. */
export const auditListQuery = listQuery(['created_at', 'action']).extend({
  actor: z.string().regex(ACTOR_PATTERN, { error: 'The actor must be a kind and an id, e.g. staff:3.' }).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: 'The selected action is invalid.' }).optional(),
  subject_type: z.enum(AUDIT_SUBJECT_TYPES, { error: 'The selected subject type is invalid.' }).optional(),
  impersonation_id: idQueryNumber({ error: 'The impersonation id must be an id.' }).optional(),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

/** The impersonation a row belongs to (its start, its end, or a write made in it). */
export const auditImpersonation = z.object({
  id: z.number().int(),
  reason: z.string(),
  /** The contact acted as; null once deleted. */
  customer_user_id: z.number().int().nullable(),
  customer_user_name: z.string().nullable(),
  started_at: z.string(),
  expires_at: z.string(),
  /** Null while open, or when it ran out (after expires_at) without being ended. */
  ended_at: z.string().nullable(),
});
export type AuditImpersonation = z.infer<typeof auditImpersonation>;

/** A changed field of an update: its value before and after. */
export const auditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChange>;

/** One row of the audit log: who, what, which record, when, from where, and what changed. */
export const auditEntry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor: z.object({
    kind: z.enum(AUDIT_ACTOR_KINDS),
    id: z.number().int().nullable(),
    /** The person's or key's name as the portal knows it now (the key's as it was then); null for the system. */
    name: z.string().nullable(),
    email: z.string().nullable(),
  }),
  action: z.string(),
  subject: z.object({ type: z.string(), id: z.number().int().nullable(), name: z.string().nullable() }),
  ip_address: z.string().nullable(),
  /** An update's changed fields; empty for other actions or when nothing comparable was sent. */
  changes: z.array(auditChange),
  /** What else the write recorded (a create's values, a delete's name), secrets left out. */
  details: z.record(z.string(), z.unknown()).nullable(),
  impersonation: auditImpersonation.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The person filter's choices: staff members and business systems' keys (owners are found by the search). */
export const auditPeopleReply = z.object({
  data: z.array(z.object({ value: z.string(), label: z.string() })),
});

export const AUDIT_CSV_COLUMNS = [
  'id',
  'created_at',
  'actor',
  'actor_email',
  'impersonated',
  'action',
  'subject_type',
  'subject_id',
  'subject_name',
  'ip_address',
  'changes',
  'reason',
] as const;
