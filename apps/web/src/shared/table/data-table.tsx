import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  Skeleton,
  Stack,
  VisuallyHidden,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  IconAlertCircle,
  IconArrowsSort,
  IconRefresh,
  IconSearch,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@owner-portal/contract/constants';
import { EmptyStateMessage } from '../ui/empty-state-message.tsx';
import { DateRangeFilter } from './date-range-filter.tsx';
import { ColumnsRow } from './body-cells.tsx';
import { PaginationControl } from './pagination-control.tsx';
import { isFiltered, PAGE_SIZES, useTableParams } from './use-table-params.ts';
import type { TableParams } from './use-table-params.ts';
import classes from './data-table.module.css';
import './table-i18n.ts';

export interface DataTableColumn<Row> {
  key: string;
  /** The header, and each cell's label when rows are cards on a phone. */
  label: string;
  /** A cell that speaks for itself (the row menu): no label on a card. */
  unlabelledOnCards?: boolean;
  /** Kept at the table's right edge while wider columns scroll (the row menu): always in view. */
  pinned?: boolean;
  /** false: the cell shows all it holds (wrapping badges) instead of two lines at most. */
  clamp?: boolean;
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
  /** The list's request failed: says so with a retry, never the empty text (which would say there are no rows). */
  error?: boolean;
  onRetry?: () => void;
  /** How many rows match in all: shown with the page-size choice. */
  total?: number;
  /** The page size in use (the server's, when the URL names none). */
  perPage?: number;
  emptyMessage?: string;
  /** The screen's own text when a search or filter matches nothing (else the table's, naming the search). */
  noMatchMessage?: string;
  /** Shown instead of the generic "could not be loaded" text. */
  errorMessage?: string;
  searchable?: boolean;
  /** false: every row is on the one page (a week's classes): the total only, no pages or page size. */
  paged?: boolean;
  dateFilter?: boolean;
  /** The URL parameters of the list's own filters (their controls go in `filters`). */
  filterNames?: readonly string[];
  filters?: ReactNode;
  /** Extra controls beside the filters, such as an Add button. */
  actions?: ReactNode;
  /** Another view of the rows (a calendar, say) in place of the table, its states and its pagination. */
  body?: ReactNode;
}

/** The common page sizes, plus a list's own larger page (machine types and templates: 1000). */
function pageSizeChoices(ownSize: number | undefined): string[] {
  const sizes: number[] = [...PAGE_SIZES];
  if (ownSize && !sizes.includes(ownSize)) sizes.push(ownSize);
  return sizes.sort((a, b) => a - b).map(String);
}

/**
 * The shared list: debounced search, sortable columns, a date-range filter, pagination (page-items.ts)
 * with the total and a page-size choice, and honest empty and failed states. Its state lives in the
 * URL (useTableParams); the screen reads the same params to fetch its rows. On a phone the rows are
 * cards (data-table.module.css).
 */
/**
 * A sort column the list does not offer or a search longer than the server accepts (an edited or
 * old link) would make every request fail, and Try again would fail the same way: the parameter is
 * dropped from the address at once and the reader is told which, until they close the notice.
 */
function useParamsTheListCanUse<Row>(
  params: TableParams,
  columns: ReadonlyArray<DataTableColumn<Row>>,
  dropParams: (names: readonly string[]) => void,
) {
  const badSort =
    params.orderBy !== null && !columns.some((column) => column.sortable && column.key === params.orderBy);
  const badSearch = params.search.length > SEARCH_MAX_LENGTH;
  const [corrected, setCorrected] = useState<{ sort: boolean; search: boolean } | null>(null);
  // Noted while rendering (React's "adjusting state when a prop changes"), fixed in the URL by the effect.
  if ((badSort && !corrected?.sort) || (badSearch && !corrected?.search)) {
    setCorrected({ sort: badSort || Boolean(corrected?.sort), search: badSearch || Boolean(corrected?.search) });
  }
  useEffect(() => {
    if (!badSort && !badSearch) return;
    dropParams([...(badSort ? ['order_by', 'order_dir'] : []), ...(badSearch ? ['search'] : [])]);
    // dropParams is rebuilt every render; the correction depends on what is wrong only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [badSort, badSearch]);
  return { corrected, dismiss: () => setCorrected(null) };
}

function CorrectedAddressNotice({ sort, search, onClose }: { sort: boolean; search: boolean; onClose: () => void }) {
  const { t } = useTranslation('table');
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      role="status"
      title={t('paramReset.title')}
      withCloseButton
      closeButtonLabel={t('common:close')}
      onClose={onClose}
    >
      {sort && <Text size="sm">{t('paramReset.orderBy')}</Text>}
      {search && <Text size="sm">{t('paramReset.search', { count: SEARCH_MAX_LENGTH })}</Text>}
    </Alert>
  );
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, rowKey, totalPages, loading = false, error = false } = props;
  const { searchable = true, dateFilter = false, filterNames = [] } = props;
  const { t } = useTranslation('table');
  const { params, setPage, setPerPage, setSearch, toggleSort, setRange, dropParams } = useTableParams(filterNames);
  const corrected = useParamsTheListCanUse(params, columns, dropParams);
  const perPageId = useId();
  const [searchText, setSearchText] = useState(params.search);
  const [debouncedSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debouncedSearch !== params.search) setSearch(debouncedSearch);
    // Only a settled change of the typed text updates the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  // Back and forward change the URL under the box: show the search the list is showing.
  const [shownSearch, setShownSearch] = useState(params.search);
  if (shownSearch !== params.search) {
    setShownSearch(params.search);
    if (searchText.trim() !== params.search.trim()) setSearchText(params.search);
  }

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

  const noMatch = params.search ? t('noMatch', { search: params.search }) : t('noFilterMatch');
  const emptyText = isFiltered(params) ? (props.noMatchMessage ?? noMatch) : (props.emptyMessage ?? t('empty'));
  const showRows = !loading && !error;

  return (
    <Paper withBorder radius="md" p="md">
      {corrected.corrected && <CorrectedAddressNotice {...corrected.corrected} onClose={corrected.dismiss} />}
      {/* The actions (Export, Add) keep their corner while the filters grow (a custom range's dates). */}
      <div className={classes.toolbar}>
        <Group gap="sm" wrap="wrap" align="flex-end" className={classes.filters}>
          {searchable && (
            <TextInput
              aria-label={t('search')}
              placeholder={t('searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={searchText}
              maxLength={SEARCH_MAX_LENGTH}
              onChange={(event) => setSearchText(event.currentTarget.value)}
              w={260}
              maw="100%"
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
          {props.filters}
        </Group>
        {props.actions && (
          <Group gap="sm" wrap="wrap" className={classes.actions}>
            {props.actions}
          </Group>
        )}
      </div>
      {props.body ?? (
        <>
          {/* The columns come with the first rows: drawn before them, they took the header's widths, then
              moved to the data's (at 1280 px the headers shifted sideways and wrapped as the rows arrived). */}
          {loading && (
            <Stack gap="lg" py="md" aria-busy="true">
              <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} h={14} />
              ))}
            </Stack>
          )}
          {!loading && (
            <ScrollArea type="auto">
              <Table
                striped
                highlightOnHover
                verticalSpacing="sm"
                className={`${classes.table} ${classes.cards}`}
                aria-label={caption}
                role="table"
              >
                <Table.Thead>
                  <Table.Tr role="row">
                    {columns.map((column) => (
                      <Table.Th
                        key={column.key}
                        ta={column.align}
                        role="columnheader"
                        data-pinned={column.pinned || undefined}
                        data-sortable={column.sortable || undefined}
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
                <Table.Tbody role="rowgroup">
                  {showRows && rows.map((row) => <ColumnsRow key={rowKey(row)} row={row} columns={columns} />)}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          )}
          {error && (
            <EmptyStateMessage
              icon={<IconAlertCircle aria-hidden />}
              description={props.errorMessage ?? t('loadFailed')}
            >
              {props.onRetry && (
                <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={props.onRetry}>
                  {t('retry')}
                </Button>
              )}
            </EmptyStateMessage>
          )}
          {showRows && rows.length === 0 && <EmptyStateMessage description={emptyText} />}
          {showRows && totalPages > 0 && (
            <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
              <Text fz="sm" c="dimmed" aria-live="polite">
                {props.total !== undefined && t('total', { count: props.total })}
              </Text>
              {props.paged !== false && (
                <PaginationControl page={params.page} totalPages={totalPages} onChange={setPage} of={caption} />
              )}
              {/* A visible label: axe wants a select's shown value inside its name, which aria-label would not have. */}
              <Group gap="xs" wrap="nowrap" display={props.paged === false ? 'none' : undefined}>
                <Text component="label" htmlFor={perPageId} fz="sm">
                  {t('perPage')}
                </Text>
                <Select
                  id={perPageId}
                  data={pageSizeChoices(props.perPage)}
                  value={String(params.perPage ?? props.perPage ?? ADMIN_PAGE_SIZE)}
                  onChange={(value) => value && setPerPage(Number(value))}
                  allowDeselect={false}
                  w={80}
                />
              </Group>
            </Group>
          )}
        </>
      )}
    </Paper>
  );
}
