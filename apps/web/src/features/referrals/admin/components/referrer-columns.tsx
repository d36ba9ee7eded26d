import { Anchor, Badge, Text } from '@mantine/core';
import type { AdminAreaKey } from '@owner-portal/contract/permissions';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import type { Referrer } from '@owner-portal/contract/referrals/referrals';
import { Link } from 'react-router';
import type { ResourceColumn } from '../../../../shared/admin/define-resource.ts';
import { formatMoney } from '../../../../shared/format/money.ts';

/** Company (opening its referrals), contact, balance, sales rep, tag and referral count; texts from admin-referrals. */
export function referrerColumns(area: AdminAreaKey): ResourceColumn<Referrer>[] {
  return [
    {
      key: 'company_name',
      label: 'admin-referrals:columns.company',
      sortable: true,
      render: (r) => (
        <Anchor component={Link} to={`${ADMIN_AREAS[area].path}/view/${r.id}`} fw={600} fz="sm">
          {r.company_name}
        </Anchor>
      ),
    },
    {
      key: 'contact',
      label: 'admin-referrals:columns.contact',
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
      label: 'admin-referrals:columns.balance',
      sortable: true,
      align: 'right',
      render: (r) => (
        <Text span fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }} data-testid="referrer-balance">
          {formatMoney(r.balance)}
        </Text>
      ),
    },
    { key: 'sales_rep_name', label: 'admin-referrals:columns.salesRep', render: (r) => r.sales_rep_name ?? '' },
    {
      key: 'tag',
      label: 'admin-referrals:columns.tag',
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
      label: 'admin-referrals:columns.referrals',
      sortable: true,
      align: 'right',
      render: (r, t) =>
        r.referral_payout_tag && r.referrals_count < r.referral_payout_tag.minimum_referrals
          ? t('admin-referrals:minimumShort', {
              count: r.referrals_count,
              minimum: r.referral_payout_tag.minimum_referrals,
            })
          : String(r.referrals_count),
    },
  ];
}
