import type { PaginationMeta } from '@owner-portal/contract/paging';
import { PageHeader } from '../ui/page-header.tsx';
import { DataTable } from './data-table.tsx';
import type { DataTableProps } from './data-table.tsx';

/** A list query's state: one page of a paged reply. */
export interface PagedList<Row> {
  data?: { data: Row[]; meta: PaginationMeta };
  isPending: boolean;
}

export type ListScreenProps<Row> = Omit<
  DataTableProps<Row>,
  'caption' | 'rows' | 'rowKey' | 'totalPages' | 'loading'
> & {
  title: string;
  list: PagedList<Row>;
};

/**
 * A list screen: its heading and the shared table, which the title also names for screen readers.
 * Rows are API records, keyed by their id.
 */
export function ListScreen<Row extends { id: number | string }>({ title, list, ...table }: ListScreenProps<Row>) {
  return (
    <>
      <PageHeader title={title} />
      <DataTable
        caption={title}
        rows={list.data?.data ?? []}
        rowKey={(row) => row.id}
        totalPages={list.data?.meta.pagination.total_pages ?? 0}
        loading={list.isPending}
        {...table}
      />
    </>
  );
}
