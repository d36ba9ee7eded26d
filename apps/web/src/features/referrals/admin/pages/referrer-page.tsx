import { Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { adminAreaForPath } from '../../../../shared/routing/route-flags.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { DataTable } from '../../../../shared/table/data-table.tsx';
import { useListQuery } from '../../../../shared/table/use-table-params.ts';
import { BackLink } from '../../../../shared/ui/back-link.tsx';
import { Fact } from '../../../../shared/ui/fact.tsx';
import { LoadFailure } from '../../../../shared/ui/load-failure.tsx';
import { useDocumentTitle } from '../../../../shared/ui/use-document-title.ts';
import { referralColumns } from '../../components/referral-columns.tsx';
import { referrerQuery, useReferrerReferrals } from '../api/referrers-api.ts';
import '../../referrals-i18n.ts';
import '../../referrals-screens-i18n.ts';
import '../admin-referrals-i18n.ts';

const BACK_LABELS: Record<string, string> = {
  referralHistory: 'adminReferralHistory',
  pendingPayouts: 'adminPendingPayouts',
  generalPendingPayouts: 'adminGeneralPendingPayouts',
};

/**
 * `<referral area>/view/{id}` (the resources' view page): one referrer and its referrals, all or
 * pending (a redemption heads both), and back to the list it came from.
 */
export function ReferrerPage({ id: given }: { id?: string }) {
  const routeId = useParams().id;
  const id = given ?? routeId ?? '';
  const { t } = useTranslation('admin-referrals');
  const { t: tr } = useTranslation('referrals');
  const { pathname } = useLocation();
  const backPath = pathname.split('/view/')[0] ?? '/admin/referrals-history';
  const backArea = adminAreaForPath(backPath) ?? 'referralHistory';
  const back = <BackLink to={backPath} label={t('referrer.back', { list: t(`referrals-screens:${BACK_LABELS[backArea]}`) })} />;
  const [searchParams, setSearchParams] = useSearchParams();
  const pending = searchParams.get('rows') === 'pending';
  const referrer = useQuery(referrerQuery(id));
  const referrals = useReferrerReferrals(id, pending, useListQuery());
  useDocumentTitle('admin-referrals:referrer.title', { name: referrer.data?.company_name ?? '' });

  if (referrer.isError) {
    return (
      <>
        {back}
        <LoadFailure error={referrer.error} notFoundText={t('errors.notFound')} loadText={t('errors.load')} />
      </>
    );
  }
  const r = referrer.data;
  return (
    <>
      {back}
      <Title order={1} size="h2" mb="md">
        {r ? r.company_name : <Skeleton h={28} w={240} />}
      </Title>
      {r && (
        <Paper withBorder radius="md" p="md" mb="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <Fact label={t('columns.balance')}>{formatMoney(r.balance)}</Fact>
            <Fact label={t('columns.contact')}>{[r.first_name, r.last_name, r.email].filter(Boolean).join(' · ')}</Fact>
            <Fact label={t('columns.salesRep')}>{r.sales_rep_name ?? '—'}</Fact>
            <Fact label={t('columns.tag')}>
              {r.referral_payout_tag
                ? t('referrer.tag', {
                    name: r.referral_payout_tag.name,
                    minimum: r.referral_payout_tag.minimum_referrals,
                  })
                : '—'}
            </Fact>
          </SimpleGrid>
        </Paper>
      )}
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
