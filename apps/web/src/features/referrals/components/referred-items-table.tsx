import { Group } from '@mantine/core';
import type { ReferralStats } from '@owner-portal/contract/referrals/referrals';
import { useTranslation } from 'react-i18next';
import { PaginationControl } from '../../../shared/table/pagination-control.tsx';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { TitledTable } from '../../../shared/ui/titled-table.tsx';
import { referralColumns } from './referral-columns.tsx';
import '../referrals-i18n.ts';

/** The referred order items of the stats reply, paged by the stats call's own page. */
export function ReferredItemsTable({
  items,
  page,
  onPage,
}: {
  items: ReferralStats['referred_order_items'];
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('referrals');
  const columns = referralColumns(t).filter((c) => c.key !== 'type' && c.key !== 'balance');
  return (
    <>
      <TitledTable
        title={t('items.title')}
        minWidth={720}
        verticalSpacing="sm"
        columns={columns}
        rows={items.data}
        rowKey={(row) => row.id}
      />
      {items.data.length === 0 && <EmptyStateMessage description={t('items.empty')} />}
      {items.meta.pagination.total_pages > 1 && (
        <Group justify="center" mt="sm">
          <PaginationControl page={page} totalPages={items.meta.pagination.total_pages} onChange={onPage} />
        </Group>
      )}
    </>
  );
}
