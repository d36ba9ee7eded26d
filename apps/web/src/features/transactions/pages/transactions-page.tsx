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

  // One line a row: the short values never wrap; the memo, the only free text, is quieter and the one
  // column that may give way.
  const nowrap = { whiteSpace: 'nowrap' } as const;
  const columns: DataTableColumn<Transaction>[] = [
    {
      key: 'date',
      label: t('fields.date'),
      sortable: true,
      render: (row) => (
        <Text span fz="sm" style={nowrap}>
          {formatOrderDate(row.date)}
        </Text>
      ),
    },
    {
      key: 'document_number',
      label: t('fields.documentNumber'),
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={`/transactions/${row.id}`} fw={600} style={nowrap}>
          {row.document_number}
        </Anchor>
      ),
    },
    { key: 'type', label: t('fields.type'), sortable: true, render: (row) => <TransactionTypeBadge type={row.type} /> },
    {
      key: 'status',
      label: t('fields.status'),
      render: (row) => (
        <Text span fz="sm" style={nowrap}>
          {statusLabel(row.status)}
        </Text>
      ),
    },
    {
      key: 'order_number',
      label: t('fields.orderNumber'),
      render: (row) => (
        <Text span fz="sm" style={nowrap}>
          {row.order_number ?? ''}
        </Text>
      ),
    },
    {
      key: 'memo',
      label: t('fields.memo'),
      render: (row) => (
        // Wide enough for a usual memo on one line; a longer one wraps inside it (on a phone the row is a card).
        <Text fz="sm" c="dimmed" miw={{ base: 0, sm: 220 }}>
          {row.memo ?? ''}
        </Text>
      ),
    },
    {
      key: 'amount',
      label: t('fields.amount'),
      sortable: true,
      align: 'right',
      render: (row) => (
        <Text span fz="sm" fw={600} ff="monospace" style={nowrap}>
          {formatMoney(row.amount)}
        </Text>
      ),
    },
  ];

  // The table says how many transactions match, once, beside its page size.
  return (
    <ListScreen
      title={title}
      list={transactions}
      columns={columns}
      emptyMessage={t('empty')}
      dateFilter
      actions={<ExportCsvButton path="/transaction/export" filename="transactions" filters={filters} />}
    />
  );
}
