import { Paper, SimpleGrid, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { Fact } from '../../../shared/ui/fact.tsx';
import { LoadFailure } from '../../../shared/ui/load-failure.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { PrintButton } from '../../../shared/ui/print-button.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { transactionQuery } from '../api/transactions-api.ts';
import { TransactionTypeBadge, useTransactionStatusLabel } from '../components/transaction-type.tsx';
import '../transactions-screens-i18n.ts';
import '../transactions-i18n.ts';

/** Transaction Details: every field of one transaction. */
export function TransactionPage() {
  const { t } = useTranslation('transactions');
  const statusLabel = useTransactionStatusLabel();
  const id = useParams().id ?? '';
  const title = useDocumentTitle('transactions-screens:detail');
  const { data: row, isPending, error, refetch } = useQuery(transactionQuery(id));

  return (
    <>
      <BackLink to="/transactions" label={t('back')} />
      <PageHeader title={title} actions={<PrintButton />} />
      {isPending && <Skeleton h={160} radius="md" />}
      {error && (
        <LoadFailure
          error={error}
          notFoundText={t('errors.notFound')}
          loadText={t('errors.load')}
          onRetry={() => void refetch()}
        />
      )}
      {row && (
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            <Fact size="md" label={t('fields.documentNumber')}>
              {row.document_number}
            </Fact>
            <Fact size="md" label={t('fields.date')}>
              {formatOrderDate(row.date)}
            </Fact>
            <Fact size="md" label={t('fields.type')}>
              <TransactionTypeBadge type={row.type} />
            </Fact>
            <Fact size="md" label={t('fields.status')}>
              {statusLabel(row.status)}
            </Fact>
            <Fact size="md" label={t('fields.amount')}>
              {formatMoney(row.amount)}
            </Fact>
            <Fact size="md" label={t('fields.orderNumber')}>
              {row.order_number ?? t('none')}
            </Fact>
            <Fact size="md" label={t('fields.memo')}>
              {row.memo ?? t('none')}
            </Fact>
          </SimpleGrid>
        </Paper>
      )}
    </>
  );
}
