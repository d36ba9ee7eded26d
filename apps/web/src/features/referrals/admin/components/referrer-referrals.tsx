import { Group, SegmentedControl, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../../shared/table/data-table.tsx';
import { useListQuery } from '../../../../shared/table/use-table-params.ts';
import { referralColumns } from '../../components/referral-columns.tsx';
import { useReferrerReferrals } from '../api/referrers-api.ts';
import '../../referrals-i18n.ts';
import '../admin-referrals-i18n.ts';

/** One referrer's referrals, all or pending (a redemption heads both); the choice is in the URL's `rows`. */
export function ReferrerReferrals({ id }: { id: string }) {
  const { t } = useTranslation('admin-referrals');
  const { t: tr } = useTranslation('referrals');
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = searchParams.get('rows') === 'pending';
  const referrals = useReferrerReferrals(id, pending, useListQuery());
  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('referrer.referrals')}
        </Title>
        <SegmentedControl
          aria-label={t('referrer.rows')}
          value={pending ? 'pending' : 'all'}
          onChange={(value) => setSearchParams(value === 'pending' ? { rows: 'pending' } : {}, { replace: true })}
          data={[
            { value: 'all', label: t('referrer.all') },
            { value: 'pending', label: t('referrer.pending') },
          ]}
        />
      </Group>
      <DataTable
        caption={t('referrer.referrals')}
        columns={referralColumns(tr)}
        rows={referrals.data?.data ?? []}
        rowKey={(row) => row.id}
        totalPages={referrals.data?.meta.pagination.total_pages ?? 0}
        loading={referrals.isPending}
        searchable={!pending}
        emptyMessage={referrals.isError ? t('errors.load') : t('referrer.empty')}
      />
    </>
  );
}
