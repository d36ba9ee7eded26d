import { Anchor, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertCircle, IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-client.ts';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { EmptyStateMessage } from '../../../shared/ui/empty-state-message.tsx';
import { PageHeader } from '../../../shared/ui/page-header.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { transactionQuery } from '../api/transactions-api.ts';
import { TransactionTypeBadge } from '../components/transaction-type.tsx';
import '../../shell/shell-i18n.ts';
import '../transactions-i18n.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="md" component="div">
        {children}
      </Text>
    </div>
  );
}

/** Transaction Details: every field of one transaction. */
export function TransactionPage() {
  const { t } = useTranslation('transactions');
  const id = useParams().id ?? '';
  const title = useDocumentTitle('shell:screens.transactionDetails');
  const { data: row, isPending, error } = useQuery(transactionQuery(id));
  const missing = error instanceof ApiError && error.status === 404;

  return (
    <>
      <Anchor
        component={Link}
        to="/transactions"
        fz="sm"
        mb="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} aria-hidden />
        {t('back')}
      </Anchor>
      <PageHeader title={title} />
      {isPending && <Skeleton h={160} radius="md" />}
      {error && (
        <Paper withBorder radius="md" p="lg">
          <EmptyStateMessage
            icon={missing ? <IconSearch aria-hidden /> : <IconAlertCircle aria-hidden />}
            description={missing ? t('errors.notFound') : t('errors.load')}
          />
        </Paper>
      )}
      {row && (
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            <Fact label={t('fields.documentNumber')}>{row.document_number}</Fact>
            <Fact label={t('fields.date')}>{formatOrderDate(row.date)}</Fact>
            <Fact label={t('fields.type')}>
              <TransactionTypeBadge type={row.type} />
            </Fact>
            <Fact label={t('fields.status')}>{row.status}</Fact>
            <Fact label={t('fields.amount')}>{formatMoney(row.amount)}</Fact>
            <Fact label={t('fields.orderNumber')}>{row.order_number ?? t('none')}</Fact>
            <Fact label={t('fields.memo')}>{row.memo ?? t('none')}</Fact>
          </SimpleGrid>
        </Paper>
      )}
    </>
  );
}
