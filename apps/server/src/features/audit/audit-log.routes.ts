import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  AUDIT_CSV_COLUMNS,
  auditEntry,
  auditListQuery,
  auditPeopleReply,
  type AuditEntry,
} from '@owner-portal/contract/audit/audit';
import { isFullAdmin } from '@owner-portal/contract/roles';
import { requireAuth, type Access } from '../../plugins/access.ts';
import type { AppContext } from '../../shared/app-context.ts';
import type { CsvValue } from '../../shared/csv.ts';
import { listRoute } from '../../shared/list-route.ts';
import { iterateAuditEntries, listAuditEntries, listAuditPeople, type AuditScope } from './audit-log.repository.ts';

const ACCESS: Access = { kind: 'staff', areas: ['auditLog'] };
const TAGS = ['audit'];

/** Admin reads every row; every other staff member only the rows of their own actions (decision 124). */
function scopeOf(request: FastifyRequest): AuditScope {
  const auth = requireAuth(request);
  return isFullAdmin(auth.role) ? { everyone: true } : { everyone: false, staffUserId: auth.accountId };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** A row of the export: names and words a reader reads, the changes as `field: before → after`. */
function csvRow(entry: AuditEntry): Record<string, CsvValue> {
  return {
    id: entry.id,
    created_at: entry.created_at,
    actor: entry.actor.name,
    actor_email: entry.actor.email,
    impersonated: entry.impersonation?.customer_user_name ?? null,
    action: entry.action,
    subject_type: entry.subject.type,
    subject_id: entry.subject.id,
    subject_name: entry.subject.name,
    ip_address: entry.ip_address,
    changes: entry.changes.map((c) => `${c.field}: ${text(c.before)} → ${text(c.after)}`).join('; ') || null,
    reason: entry.impersonation?.reason ?? null,
  };
}

/** Admin → Audit log: who did what to which record, when, from where; filtered, paged and exported. */
export function auditLogRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    listRoute(app, {
      url: '/admin/audit-log',
      access: ACCESS,
      tags: TAGS,
      summary:
        "The audit log, newest first: every row for admin, the caller's own actions for other staff; by person, action, record type, impersonation and dates",
      query: auditListQuery,
      item: auditEntry,
      list: (q, request) => listAuditEntries(db, q, scopeOf(request)),
      csv: {
        name: 'audit-log',
        columns: AUDIT_CSV_COLUMNS,
        rows: async function* (q, request) {
          for await (const entry of iterateAuditEntries(db, q, scopeOf(request))) yield csvRow(entry);
        },
      },
    });

    app.get(
      '/admin/audit-log/people',
      {
        config: { access: { kind: 'staff', areas: ['auditLog'] } },
        schema: {
          tags: TAGS,
          summary: "The audit log's person filter: staff members and API keys (admin; other staff get only themselves)",
          response: { 200: auditPeopleReply },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        const people = await listAuditPeople(db);
        return {
          data: scope.everyone ? people : people.filter((p) => p.value === `staff:${scope.staffUserId}`),
        };
      },
    );
  };
}
