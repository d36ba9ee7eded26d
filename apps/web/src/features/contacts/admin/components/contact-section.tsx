import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../../shared/table/data-table.tsx';
import '../admin-contacts-i18n.ts';

/** A titled table, or its empty sentence: drawn once its reply is in (the contact page waits for all of them). */
export function ContactSection<Row>(props: {
  title: string;
  empty: string;
  rows: readonly Row[];
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
      {props.failed || props.rows.length === 0 ? (
        <Text size="sm">{props.failed ? t('page.loadFailed') : props.empty}</Text>
      ) : (
        <DataTable
          caption={props.title}
          columns={props.columns}
          rows={props.rows}
          rowKey={props.rowKey}
          // A contact has a handful of these: one unpaged list (0 pages hides the pager).
          totalPages={0}
          searchable={false}
        />
      )}
    </Stack>
  );
}
