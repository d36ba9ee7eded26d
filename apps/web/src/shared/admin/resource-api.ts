import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import { api } from '../api/api-client.ts';
import type { PagedList } from '../table/list-screen.tsx';
import type { ListQuery } from '../table/use-table-params.ts';

/** One page of a paged admin list: the rows and their pagination meta. */
export interface Paged<Row> {
  data: Row[];
  meta: PaginationMeta;
}

/** What the add/edit form hands to save: null id to add. */
export interface SaveInput<Body> {
  id: number | null;
  body: Body;
}

/** The API of one admin resource, as hooks: the kit calls them; a feature may write its own. */
export interface ResourceApi<Row, Input> {
  /** The query-key prefix every change invalidates. */
  key: readonly unknown[];
  useList: (query: ListQuery) => PagedList<Row>;
  useSave: () => { mutateAsync: (input: Input) => Promise<unknown> };
  useDelete: () => { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  /** GET path of the CSV of the filtered rows (the list's filters, every page), when the resource has one. */
  exportPath?: string;
  /** The export's query, where the list is not narrowed by its URL's list query alone (the schedule's location and week). */
  useExportQuery?: (listQuery: ListQuery) => ListQuery;
}

export interface ResourceApiOptions {
  key: readonly unknown[];
  /** The list's path under /api, e.g. '/admin/sales-rep'; add is POST here, delete DELETE `${path}/{id}`. */
  path: string;
  /** How an edit is sent: PUT (default) or POST, as the server's route for it is declared. */
  update?: 'put' | 'post';
  /** Where an edit is sent, when not `${path}/{id}` (products save at `${path}/{id}/save`). */
  updatePath?: (id: number) => string;
  /** The CSV of the filtered rows; every staff list has one at `${path}/export` (decision 129). */
  exportPath?: string;
}

/** The usual REST hooks of an admin resource: list (kept while the next page loads), save, delete. */
export function resourceApi<Row, Body>({
  key,
  path,
  update = 'put',
  updatePath = (id) => `${path}/${id}`,
  exportPath = `${path}/export`,
}: ResourceApiOptions): ResourceApi<Row, SaveInput<Body>> {
  const useInvalidate = () => {
    const client = useQueryClient();
    return () => client.invalidateQueries({ queryKey: key });
  };
  return {
    key,
    exportPath,
    useList: (query) =>
      useQuery({
        queryKey: [...key, 'list', query],
        queryFn: ({ signal }) => api.get<Paged<Row>>(path, { query, signal }),
        placeholderData: keepPreviousData,
      }),
    useSave: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, body }: SaveInput<Body>) =>
          id === null ? api.post<{ data: Row }>(path, body) : api[update]<{ data: Row }>(updatePath(id), body),
        onSuccess: invalidate,
      });
    },
    useDelete: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (id: number) => api.delete<void>(`${path}/${id}`), onSuccess: invalidate });
    },
  };
}

/** For a resource without deletes (or saves): the kit shows no such button, and these never run. */
export const noDelete = () => ({ mutateAsync: () => Promise.reject(new Error('Not deletable')), isPending: false });
