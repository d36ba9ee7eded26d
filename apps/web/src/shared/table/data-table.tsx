import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Group, Paper, ScrollArea, Skeleton, Table, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowsSort, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@owner-portal/contract/constants';
import { EmptyStateMessage } from '../ui/empty-state-message.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { PaginationControl } from './pagination-control.tsx';
import { useTableParams } from './use-table-params.ts';
import './table-i18n.ts';

export interface DataTableColumn<Row> {
  key: string;
  label: string;
  sortable?: boolean;
  render?: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  totalPages: number;
  loading?: boolean;
  emptyMessage?: string;
  searchable?: boolean;
  dateFilter?: boolean;
  /** Extra controls beside the filters, such as an Add button. */
  actions?: ReactNode;
}

/**
 * The shared list: debounced search, sortable columns, a date-range filter, the spec's pagination
 * and an empty message. Its state lives in the URL (useTableParams); the screen reads the same
 * params to fetch its rows.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, totalPages, loading = false, searchable = true, dateFilter = false } = props;
  const { t } = useTranslation('table');
  const { params, setPage, setSearch, toggleSort, setRange } = useTableParams();
  const [searchText, setSearchText] = useState(params.search);
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedSearch !== params.search) setSearch(debouncedSearch);
    // Only a settled change of the typed text updates the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const sortIcon = (key: string) => {
    if (params.orderBy !== key) return <IconArrowsSort size={14} aria-hidden />;
    return params.orderDir === 'asc' ? (
      <IconSortAscending size={14} aria-hidden />
    ) : (
      <IconSortDescending size={14} aria-hidden />
    );
  };
  const ariaSort = (key: string) =>
    params.orderBy === key ? (params.orderDir === 'asc' ? 'ascending' : 'descending') : undefined;

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" mb="md" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          {searchable && (
            <TextInput
              aria-label={t('search')}
              placeholder={t('searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={searchText}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              w={260}
            />
          )}
          {dateFilter && (
            <DateRangeFilter
              range={params.range}
              startDate={params.startDate}
              endDate={params.endDate}
              onChange={setRange}
            />
          )}
        </Group>
        {props.actions}
      </Group>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="sm" miw={600} aria-label={caption}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  ta={column.align}
                  aria-sort={column.sortable ? ariaSort(column.key) : undefined}
                >
                  {column.sortable ? (
                    <UnstyledButton
                      onClick={() => toggleSort(column.key)}
                      aria-label={t('sortBy', { column: column.label })}
                    >
                      <Group gap={4} wrap="nowrap" fw={700} fz="sm">
                        {column.label}
                        {sortIcon(column.key)}
                      </Group>
                    </UnstyledButton>
                  ) : (
                    column.label
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody aria-busy={loading}>
            {loading &&
              Array.from({ length: 3 }, (_, i) => (
                <Table.Tr key={`loading-${i}`}>
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton h={14} aria-label={t('loading')} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {!loading &&
              rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {!loading && rows.length === 0 && <EmptyStateMessage description={props.emptyMessage ?? t('empty')} />}
      {totalPages > 1 && (
        <Group justify="center" mt="md">
          <PaginationControl page={params.page} totalPages={totalPages} onChange={setPage} />
        </Group>
      )}
    </Paper>
  );
}
