import { sql, type Expression, type SqlBool } from 'kysely';
import type { AuditEntry, auditListQuery } from '@owner-portal/contract/audit/audit';
import type { z } from 'zod';
import { toIso, type Db } from '../../db/database.ts';
import { listPage, listRows, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';

export type AuditQuery = z.output<typeof auditListQuery>;

/** Whose rows a reader sees: admin every row, other staff only what they did themselves (decision 124). */
export type AuditScope = { everyone: true } | { everyone: false; staffUserId: number };

function joined(db: Db) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('staff_users as s', (j) => j.onRef('s.id', '=', 'a.actor_id').on('a.actor_kind', '=', 'staff'))
    .leftJoin('customer_users as cu', (j) =>
      j.onRef('cu.id', '=', 'a.actor_id').on('a.actor_kind', '=', 'customer_user'),
    )
    .leftJoin('impersonations as i', 'i.id', 'a.impersonation_id')
    .leftJoin('customer_users as icu', 'icu.id', 'i.customer_user_id')
    .leftJoin('customer_users as scu', (j) =>
      j.onRef('scu.id', '=', 'a.subject_id').on('a.subject_type', '=', 'customer_user'),
    )
    .leftJoin('customers as sc', (j) => j.onRef('sc.id', '=', 'a.subject_id').on('a.subject_type', '=', 'customer'));
}

const fullName = (alias: string) =>
  sql<string>`${sql.ref(`${alias}.first_name`)} || ' ' || ${sql.ref(`${alias}.last_name`)}`;

function selectEntries(db: Db) {
  return joined(db).select([
    'a.id',
    'a.created_at',
    'a.actor_kind',
    'a.actor_id',
    'a.actor_name',
    'a.action',
    'a.subject_type',
    'a.subject_id',
    'a.details',
    'a.changes',
    'a.ip_address',
    'a.impersonation_id',
    fullName('s').as('staff_name'),
    's.email as staff_email',
    fullName('cu').as('owner_name'),
    'cu.email as owner_email',
    'i.reason',
    'i.customer_user_id as imp_customer_user_id',
    fullName('icu').as('imp_customer_user_name'),
    'i.started_at',
    'i.expires_at',
    'i.ended_at',
    fullName('scu').as('subject_contact_name'),
    'sc.company_name as subject_company_name',
  ]);
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

function actorCondition(actor: string): Expression<SqlBool> {
  const [kind, id] = actor.split(':');
  return sql<SqlBool>`(a.actor_kind = ${kind} and a.actor_id = ${Number(id)})`;
}

function spec(q: Omit<AuditQuery, 'page' | 'per_page'>, scope: AuditScope): ListSpec {
  return {
    alias: 'a',
    dateColumn: 'a.created_at',
    defaultSort: ['a.created_at', 'desc'],
    // A person, a key, the reason given or the record's name.
    search: (text) =>
      sql<SqlBool>`(${sql.join(
        [
          likeContains(fullName('s'), text),
          likeContains(sql.ref('s.email'), text),
          likeContains(fullName('cu'), text),
          likeContains(sql.ref('cu.email'), text),
          likeContains(sql.ref('a.actor_name'), text),
          likeContains(sql.ref('i.reason'), text),
          likeContains(fullName('icu'), text),
          likeContains(fullName('scu'), text),
          likeContains(sql.ref('sc.company_name'), text),
        ],
        sql` or `,
      )})`,
    where: [
      !scope.everyone && sql<SqlBool>`(a.actor_kind = 'staff' and a.actor_id = ${scope.staffUserId})`,
      q.actor !== undefined && actorCondition(q.actor),
      q.action !== undefined && sql<SqlBool>`a.action = ${q.action}`,
      q.subject_type !== undefined && sql<SqlBool>`a.subject_type = ${q.subject_type}`,
      q.impersonation_id !== undefined && sql<SqlBool>`a.impersonation_id = ${q.impersonation_id}`,
    ],
  };
}

function parsed(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function toEntry(row: EntryRow): AuditEntry {
  const staff = row.actor_kind === 'staff';
  const owner = row.actor_kind === 'customer_user';
  const changes = parsed(row.changes) ?? {};
  return {
    id: row.id,
    created_at: toIso(row.created_at),
    actor: {
      kind: row.actor_kind,
      id: row.actor_id,
      name: staff ? row.staff_name : owner ? row.owner_name : row.actor_name,
      email: staff ? row.staff_email : owner ? row.owner_email : null,
    },
    action: row.action,
    subject: {
      type: row.subject_type,
      id: row.subject_id,
      name: row.subject_contact_name ?? row.subject_company_name ?? null,
    },
    ip_address: row.ip_address,
    changes: Object.entries(changes).map(([field, pair]) => {
      const [before, after] = Array.isArray(pair) ? pair : [null, pair];
      return { field, before: before ?? null, after: after ?? null };
    }),
    details: parsed(row.details),
    impersonation:
      row.impersonation_id !== null && row.reason !== null && row.started_at !== null && row.expires_at !== null
        ? {
            id: row.impersonation_id,
            reason: row.reason,
            customer_user_id: row.imp_customer_user_id,
            customer_user_name: row.imp_customer_user_name,
            started_at: toIso(row.started_at),
            expires_at: toIso(row.expires_at),
            ended_at: toIso(row.ended_at),
          }
        : null,
  };
}

export async function listAuditEntries(db: Db, q: AuditQuery, scope: AuditScope) {
  const { rows, total } = await listPage(selectEntries(db), joined(db), q, spec(q, scope));
  return { rows: rows.map(toEntry), total };
}

/** Every entry of the filter, in its order, in batches (the CSV export). */
export async function* iterateAuditEntries(
  db: Db,
  q: Omit<AuditQuery, 'page' | 'per_page'>,
  scope: AuditScope,
): AsyncGenerator<AuditEntry> {
  for await (const row of listRows(selectEntries(db), q, spec(q, scope))) yield toEntry(row);
}

/** The person filter's choices: every staff member and every API key, by name. */
export async function listAuditPeople(db: Db): Promise<{ value: string; label: string }[]> {
  const [staff, keys] = await Promise.all([
    db
      .selectFrom('staff_users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .orderBy('first_name')
      .orderBy('id')
      .execute(),
    db.selectFrom('api_keys').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  ]);
  return [
    ...staff.map((s) => ({ value: `staff:${s.id}`, label: `${s.first_name} ${s.last_name} (${s.email})` })),
    ...keys.map((k) => ({ value: `api_key:${k.id}`, label: k.name })),
  ];
}
