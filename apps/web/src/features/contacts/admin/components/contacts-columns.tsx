import { Badge, Text } from '@mantine/core';
import type { Contact } from '@owner-portal/contract/contacts/contacts';
import { formatPhone } from '@owner-portal/contract/validation-rules';
import type { ResourceColumn } from '../../../../shared/admin/define-resource.ts';
import { formatInviteDate } from '../../../../shared/format/dates.ts';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The contacts table's columns; sort keys are the API's whitelisted order_by columns. */
export const contactColumns: ReadonlyArray<ResourceColumn<Contact>> = [
  {
    key: 'first_name',
    label: 'columns.name',
    sortable: true,
    render: (c) => (
      <Text size="sm" fw={600}>
        {c.first_name} {c.last_name}
      </Text>
    ),
  },
  { key: 'email', sortable: true },
  { key: 'phone', render: (c) => <span style={NO_WRAP}>{c.phone ? formatPhone(c.phone) : ''}</span> },
  // Not sortable: the API cannot order 200,000 contacts by another table's column from an index (ADR 004).
  { key: 'company_name', label: 'columns.company', render: (c) => c.customer?.company_name ?? '' },
  { key: 'internal_id', label: 'columns.internalId', sortable: true },
  {
    key: 'invite_sent_at',
    label: 'columns.inviteSentAt',
    sortable: true,
    render: (c, t) => (
      <span style={NO_WRAP}>{c.invite_sent_at ? formatInviteDate(c.invite_sent_at) : t('notSent')}</span>
    ),
  },
  {
    key: 'unlocked_trainings',
    label: 'columns.unlockedTrainings',
    render: (c, t) => (
      <Badge variant={c.unlocked_trainings ? 'filled' : 'light'} color={c.unlocked_trainings ? 'teal.9' : 'gray'}>
        {c.unlocked_trainings ? t('yes') : t('no')}
      </Badge>
    ),
  },
];
