import { Menu, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@owner-portal/contract/audit/audit';
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES } from '@owner-portal/contract/audit-words';
import { defineResource, type ResourceContext } from '../../../shared/admin/define-resource.ts';
import { formatReaderDateTime } from '../../../shared/format/date-times.ts';
import { useTableParams } from '../../../shared/table/use-table-params.ts';
import { useAuditPeople, auditApi } from './api/audit-api.ts';
import { ActionCell, ActorCell, ChangesCell, SubjectCell } from './components/audit-cells.tsx';
import { AuditDetail } from './components/audit-detail.tsx';
import './admin-audit-i18n.ts';

/** The action filter: every action the portal records, in words, alphabetically in the reader's language. */
function useActionOptions() {
  const { t } = useTranslation('admin-audit');
  return AUDIT_ACTIONS.map((value) => ({ value, label: t(`action.${value}`) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

function useSubjectOptions() {
  const { t } = useTranslation('admin-audit');
  return AUDIT_SUBJECT_TYPES.map((value) => ({ value, label: t(`subjects.${value}`) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  );
}

/** The impersonation filter is set by a row's "as …" link; the select only shows (and clears) it. */
function useImpersonationOptions() {
  const { t } = useTranslation('admin-audit');
  const id = useTableParams(['impersonation_id']).params.filters.impersonation_id;
  return id ? [{ value: id, label: t('filters.impersonation_id.one', { id }) }] : [];
}

function useAuditRowActions() {
  return {
    items: (entry: AuditEntry, { t, openDetail }: ResourceContext<AuditEntry>) => (
      <Menu.Item leftSection={<IconListDetails size={16} aria-hidden />} onClick={() => openDetail(entry)}>
        {t('actions.details')}
      </Menu.Item>
    ),
  };
}

/**
 * Admin → Audit log (decision 124): every audited write, newest first; admin reads everyone's, other
 * staff their own (the server decides). Read only; exported as CSV with the same filters.
 */
export const auditResource = defineResource<AuditEntry, never>({
  namespace: 'admin-audit',
  area: 'auditLog',
  api: auditApi,
  name: (entry) => `#${entry.id}`,
  columns: [
    {
      key: 'created_at',
      sortable: true,
      render: (entry) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatReaderDateTime(entry.created_at)}
        </Text>
      ),
    },
    { key: 'actor', render: (entry, t) => <ActorCell entry={entry} t={t} /> },
    { key: 'action', sortable: true, render: (entry, t) => <ActionCell entry={entry} t={t} /> },
    { key: 'subject', render: (entry, t) => <SubjectCell entry={entry} t={t} /> },
    { key: 'changes', render: (entry, t) => <ChangesCell entry={entry} t={t} /> },
    {
      key: 'ip_address',
      render: (entry) => (
        <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {entry.ip_address ?? ''}
        </Text>
      ),
    },
  ],
  dates: true,
  filters: [
    { name: 'actor', options: [], useOptions: useAuditPeople },
    { name: 'action', options: [], useOptions: useActionOptions },
    { name: 'subject_type', options: [], useOptions: useSubjectOptions },
    { name: 'impersonation_id', options: [], useOptions: useImpersonationOptions },
  ],
  detail: ({ row }) => <AuditDetail row={row} />,
  useRowActions: useAuditRowActions,
  canAdd: false,
  canEdit: false,
  canDelete: false,
  csvName: 'audit-log',
});
