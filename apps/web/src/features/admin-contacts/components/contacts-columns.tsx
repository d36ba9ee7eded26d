import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Contact } from '@owner-portal/contract/contacts';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import { formatInviteDate } from '../../../shared/format/dates.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The contacts table's columns (issue 5); sort keys are the API's whitelisted order_by columns. */
export function contactColumns(t: TFunction, actions: (contact: Contact) => ReactNode): DataTableColumn<Contact>[] {
  return [
    {
      key: 'first_name',
      label: t('columns.name'),
      sortable: true,
      render: (c) => (
        <Text size="sm" fw={600}>
          {c.first_name} {c.last_name}
        </Text>
      ),
    },
    { key: 'email', label: t('columns.email'), sortable: true },
    {
      key: 'phone',
      label: t('columns.phone'),
      render: (c) => <span style={NO_WRAP}>{c.phone ? formatPhone(c.phone) : ''}</span>,
    },
    // Not sortable: the API cannot order 200,000 contacts by another table's column from an index (ADR 004).
    { key: 'company_name', label: t('columns.company'), render: (c) => c.customer?.company_name ?? '' },
    { key: 'internal_id', label: t('columns.internalId'), sortable: true },
    {
      key: 'invite_sent_at',
      label: t('columns.inviteSentAt'),
      sortable: true,
      render: (c) => (
        <span style={NO_WRAP}>{c.invite_sent_at ? formatInviteDate(c.invite_sent_at) : t('notSent')}</span>
      ),
    },
    {
      key: 'unlocked_trainings',
      label: t('columns.unlockedTrainings'),
      render: (c) => (
        <Badge variant={c.unlocked_trainings ? 'filled' : 'light'} color={c.unlocked_trainings ? 'teal.9' : 'gray'}>
          {c.unlocked_trainings ? t('yes') : t('no')}
        </Badge>
      ),
    },
    { key: 'actions', label: t('columns.actions'), align: 'right', render: actions },
  ];
}
