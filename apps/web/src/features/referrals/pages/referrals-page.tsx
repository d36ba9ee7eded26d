import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../../shared/table/data-table.tsx';
import { ExportCsvButton } from '../../../shared/table/export-csv-button.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { referralHistoryQuery, referralStatsQuery, wordingOf } from '../api/referrals-api.ts';
import { referralColumns } from '../components/referral-columns.tsx';
import { ReferralLinksCard } from '../components/referral-links-card.tsx';
import { ReferralStatCards } from '../components/referral-stat-cards.tsx';
import { ReferredItemsTable } from '../components/referred-items-table.tsx';
import '../referrals-screens-i18n.ts';
import '../referrals-i18n.ts';

/**
 * Referral Rewards (hidden for subsidiary 3): links with copy buttons, the stats in Credits or
 * Rewards wording, the referred order items and the history with its CSV export. The history's
 * filters live in the URL like every list; the order items page is `items_page`.
 */
export function ReferralsPage() {
  const { t } = useTranslation('referrals');
  const title = useDocumentTitle('referrals-screens:rewards');
  const [searchParams, setSearchParams] = useSearchParams();
  const itemsPage = Math.max(1, Number.parseInt(searchParams.get('items_page') ?? '1', 10) || 1);
  const stats = useQuery(referralStatsQuery(itemsPage));
  const filters = useListQuery();
  const history = useQuery(referralHistoryQuery(filters));
  const w = wordingOf(stats.data);

  const setItemsPage = (page: number) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (page > 1) next.set('items_page', String(page));
        else next.delete('items_page');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={title} />
      <Stack gap="lg">
        <Text>{t(`${w}.intro`)}</Text>
        {stats.isError && (
          <Alert color="red" icon={<IconInfoCircle aria-hidden />}>
            {t('errors.load')}
          </Alert>
        )}
        <ReferralStatCards stats={stats.data} />
        {stats.data && stats.data.referrals_count < stats.data.minimum_referrals && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('stats.minimum', { count: stats.data.referrals_count, minimum: stats.data.minimum_referrals })}
          </Alert>
        )}
        {stats.data && stats.data.pending_approval_count > 0 && (
          <Alert color="orange" icon={<IconInfoCircle aria-hidden />}>
            {t('stats.pendingApproval', { count: stats.data.pending_approval_count })}
          </Alert>
        )}
        <ReferralLinksCard />
        {stats.data && (
          <ReferredItemsTable items={stats.data.referred_order_items} page={itemsPage} onPage={setItemsPage} />
        )}
        <section aria-labelledby="referral-history">
          <Title order={2} size="h4" id="referral-history" mb="sm">
            {t('history.title')}
          </Title>
          <DataTable
            caption={t('history.title')}
            columns={referralColumns(t, { sortable: true }).filter((c) => c.key !== 'source')}
            rows={history.data?.data ?? []}
            rowKey={(row) => row.id}
            totalPages={history.data?.meta.pagination.total_pages ?? 0}
            loading={history.isPending}
            emptyMessage={history.isError ? t('errors.load') : t('history.empty')}
            dateFilter
            actions={<ExportCsvButton path="/customer/referrals/export" filters={filters} filename="referrals" />}
          />
        </section>
      </Stack>
    </>
  );
}
