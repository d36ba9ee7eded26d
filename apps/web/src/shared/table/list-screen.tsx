import { useEffect } from 'react';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import { useDeferredQueryState } from '../api/deferred-query-state.ts';
import type { QueryState } from '../api/deferred-query-state.ts';
import { PageHeader } from '../ui/page-header.tsx';
import { DataTable } from './data-table.tsx';
import type { DataTableProps } from './data-table.tsx';
import { useTableParams } from './use-table-params.ts';

/** A list query's state: one page of a paged reply (a TanStack Query result fits). */
export type PagedList<Row> = QueryState<{ data: Row[]; meta: PaginationMeta }>;

export type ListScreenProps<Row> = Omit<
  DataTableProps<Row>,
  'caption' | 'rows' | 'rowKey' | 'totalPages' | 'loading' | 'error' | 'onRetry' | 'total' | 'perPage'
> & {
  title: string;
  list: PagedList<Row>;
};

/**
 * A list screen: its heading and the shared table, which the title also names for screen readers.
 * Rows are API records, keyed by their id. A page past the end (an old link, rows deleted) goes to the last page.
 */
export function ListScreen<Row extends { id: number | string }>({
  title,
  list: query,
  ...table
}: ListScreenProps<Row>) {
  const list = useDeferredQueryState(query);
  const pagination = list.data?.meta.pagination;
  // A failed refetch keeps the last page's data: the failure wins over stale rows.
  const failed = Boolean(list.isError);
  usePageWithinRange(failed ? undefined : pagination, table.filterNames);
  return (
    <>
      <PageHeader title={title} />
      <DataTable
        caption={title}
        rows={list.data?.data ?? []}
        rowKey={(row) => row.id}
        totalPages={pagination?.total_pages ?? 0}
        total={pagination?.total}
        perPage={pagination?.per_page}
        loading={list.isPending && !failed}
        error={failed}
        onRetry={list.refetch ? () => void list.refetch?.() : undefined}
        {...table}
      />
    </>
  );
}

/** Replaces a page number past the end (an old link, a shrunken list) with the last page. */
function usePageWithinRange(pagination: PaginationMeta['pagination'] | undefined, filterNames?: readonly string[]) {
  const { params, setPage } = useTableParams(filterNames);
  const lastPage = pagination ? Math.max(1, pagination.total_pages) : null;
  const past = lastPage !== null && pagination?.current_page === params.page && params.page > lastPage;
  useEffect(() => {
    if (past && lastPage !== null) setPage(lastPage, { replace: true });
    // setPage is rebuilt every render; the correction depends on the page numbers only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [past, lastPage]);
}
