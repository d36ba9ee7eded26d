import { Anchor, Badge, Text } from '@mantine/core';
import type { Referrer } from '@owner-portal/contract/referrals';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/format/money.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';

/** Company (linking to its referrals), contact, balance, sales rep, tag and referral count. */
export function referrerColumns(t: TFunction): DataTableColumn<Referrer>[] {
  return [
    {
      key: 'company_name',
      label: t('columns.company'),
      sortable: true,
      render: (r) => (
        <Anchor component={Link} to={`/admin/referrals-history/view/${r.id}`} fw={600} fz="sm">
          {r.company_name}
        </Anchor>
      ),
    },
    {
      key: 'contact',
      label: t('columns.contact'),
      render: (r) => (
        <>
          <Text fz="sm">{[r.first_name, r.last_name].filter(Boolean).join(' ')}</Text>
          <Text fz="xs" c="dimmed">
            {r.email}
          </Text>
        </>
      ),
    },
    {
      key: 'balance',
      label: t('columns.balance'),
      sortable: true,
      align: 'right',
      render: (r) => (
        <Text span fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(r.balance)}
        </Text>
      ),
    },
    { key: 'sales_rep_name', label: t('columns.salesRep'), render: (r) => r.sales_rep_name ?? '' },
    {
      key: 'tag',
      label: t('columns.tag'),
      render: (r) =>
        r.referral_payout_tag ? (
          <Badge variant="light" color={r.is_influencer ? 'grape' : 'blue'} style={{ textTransform: 'none' }}>
            {r.referral_payout_tag.name}
          </Badge>
        ) : (
          ''
        ),
    },
    {
      key: 'referrals_count',
      label: t('columns.referrals'),
      sortable: true,
      align: 'right',
      render: (r) =>
        r.referral_payout_tag && r.referrals_count < r.referral_payout_tag.minimum_referrals
          ? t('minimumShort', { count: r.referrals_count, minimum: r.referral_payout_tag.minimum_referrals })
          : String(r.referrals_count),
    },
  ];
}
