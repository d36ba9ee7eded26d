import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../shared/table/data-table.tsx';
import '../admin-contacts-i18n.ts';

/** A titled table, or its empty sentence. */
export function ContactSection<Row>(props: {
  title: string;
  empty: string;
  rows: readonly Row[];
  loading: boolean;
  failed: boolean;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => number;
}) {
  const { t } = useTranslation('admin-contacts');
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {props.title}
      </Title>
      {props.failed || (!props.loading && props.rows.length === 0) ? (
        <Text size="sm">{props.failed ? t('page.loadFailed') : props.empty}</Text>
      ) : (
        <DataTable
          caption={props.title}
          columns={props.columns}
          rows={props.rows}
          rowKey={props.rowKey}
          // A contact has a handful of these: one unpaged list (0 pages hides the pager).
          totalPages={0}
          loading={props.loading}
          searchable={false}
        />
      )}
    </Stack>
  );
}
