import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Transaction } from '@owner-portal/contract/transactions/transactions';
import { formatOrderDate } from '../../../shared/format/dates.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import type { DataTableColumn } from '../../../shared/table/data-table.tsx';
import { ExportCsvButton } from '../../../shared/table/export-csv-button.tsx';
import { ListScreen } from '../../../shared/table/list-screen.tsx';
import { useListQuery } from '../../../shared/table/use-table-params.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { transactionsQuery } from '../api/transactions-api.ts';
import { TransactionTypeBadge, useTransactionStatusLabel } from '../components/transaction-type.tsx';
import '../transactions-screens-i18n.ts';
import '../transactions-i18n.ts';

/** Transaction History: the shared table with date-range presets and search; CSV export of the same filter. */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const statusLabel = useTransactionStatusLabel();
  const title = useDocumentTitle('transactions-screens:list');
  const filters = useListQuery();
  const transactions = useQuery(transactionsQuery(filters));

  const columns: DataTableColumn<Transaction>[] = [
    { key: 'date', label: t('fields.date'), sortable: true, render: (row) => formatOrderDate(row.date) },
    {
      key: 'document_number',
      label: t('fields.documentNumber'),
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={`/transactions/${row.id}`} fw={600}>
          {row.document_number}
        </Anchor>
      ),
    },
    { key: 'type', label: t('fields.type'), sortable: true, render: (row) => <TransactionTypeBadge type={row.type} /> },
    { key: 'status', label: t('fields.status'), render: (row) => statusLabel(row.status) },
    { key: 'memo', label: t('fields.memo'), render: (row) => row.memo ?? '' },
    { key: 'order_number', label: t('fields.orderNumber'), render: (row) => row.order_number ?? '' },
    {
      key: 'amount',
      label: t('fields.amount'),
      sortable: true,
      align: 'right',
      render: (row) => (
        <Text span fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(row.amount)}
        </Text>
      ),
    },
  ];

  return (
    <>
      <ListScreen
        title={title}
        list={transactions}
        columns={columns}
        emptyMessage={t('empty')}
        dateFilter
        actions={<ExportCsvButton path="/transaction/export" filename="transactions" filters={filters} />}
      />
      {transactions.data && (
        <Text fz="sm" c="dimmed" mt="xs" aria-live="polite">
          {t('count', { number: transactions.data.meta.pagination.total })}
        </Text>
      )}
    </>
  );
}
