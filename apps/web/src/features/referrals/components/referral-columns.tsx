import { Badge, Text } from '@mantine/core';
import type { Referral } from '@owner-portal/contract/referrals/referrals';
import type { TFunction } from 'i18next';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';

const money = (value: number | null) => (
  <Text span fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
    {value === null ? '' : formatMoney(value)}
  </Text>
);

/** The columns of a referral row, shared by the owner's history and order items and the staff lists. */
export function referralColumns(t: TFunction, options: { sortable?: boolean } = {}): DataTableColumn<Referral>[] {
  const sortable = options.sortable ?? false;
  return [
    { key: 'created_at', label: t('fields.date'), sortable, render: (r) => formatOrderDate(r.created_at) },
    {
      key: 'type',
      label: t('fields.type'),
      render: (r) => (
        <>
          <Text
            span
            fz="sm"
            fw={600}
            c={r.type === 'redemption' ? 'grape.8' : 'blue.8'}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t(`types.${r.type}`)}
          </Text>
          {r.self_referral && !r.approved && (
            <Badge variant="outline" color="orange" ml={4}>
              {t('types.awaitingApproval')}
            </Badge>
          )}
        </>
      ),
    },
    { key: 'customer', label: t('fields.customer'), render: (r) => r.customer ?? '' },
    {
      key: 'order_number',
      label: t('fields.orderNumber'),
      render: (r) => r.order_number ?? r.invoice_memo_number ?? '',
    },
    {
      key: 'source',
      label: t('fields.source'),
      render: (r) => (r.type === 'sale' ? t(r.is_shopify_sale ? 'sources.shop' : 'sources.erp') : ''),
    },
    { key: 'machine_type', label: t('fields.machineType'), render: (r) => r.machine_type ?? '' },
    {
      key: 'amount',
      label: t('fields.amount'),
      sortable,
      align: 'right',
      render: (r) => money(r.type === 'sale' ? r.amount : null),
    },
    {
      key: 'referral_value',
      label: t('fields.value'),
      sortable,
      align: 'right',
      render: (r) => money(r.referral_value),
    },
    { key: 'balance', label: t('fields.balance'), align: 'right', render: (r) => money(r.balance) },
  ];
}
