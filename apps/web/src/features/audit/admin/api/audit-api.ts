import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@owner-portal/contract/audit/audit';
import { api } from '../../../../shared/api/api-client.ts';
import { noDelete, resourceApi, type ResourceApi } from '../../../../shared/admin/resource-api.ts';

export const auditKeys = { all: ['admin', 'audit-log'] as const };

/** GET /api/admin/audit-log (and its CSV export): read only, so no save and no delete. */
export const auditApi: ResourceApi<AuditEntry, never> = {
  ...resourceApi<AuditEntry, never>({
    key: auditKeys.all,
    path: '/admin/audit-log',
    exportPath: '/admin/audit-log/export',
  }),
  useSave: noDelete,
  useDelete: noDelete,
};

/** The person filter's choices: staff members and API keys (admin), or oneself. */
export function useAuditPeople() {
  const people = useQuery({
    queryKey: [...auditKeys.all, 'people'],
    queryFn: ({ signal }) =>
      api.get<{ data: { value: string; label: string }[] }>('/admin/audit-log/people', { signal }),
    staleTime: 5 * 60_000,
  });
  return people.data?.data ?? [];
}
