import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import type { SalesRep, SalesRepBody } from '@owner-portal/contract/sales-reps';
import { api } from '../../../shared/api/api-client.ts';

export type SalesRepListParams = Record<string, string | number | undefined>;
export interface SalesRepPage {
  data: SalesRep[];
  meta: PaginationMeta;
}

/** Also the prefix of the customer form's rep options, so they refresh after a change here. */
export const salesRepKeys = {
  all: ['admin', 'sales-reps'] as const,
  lists: () => [...salesRepKeys.all, 'list'] as const,
  list: (params: SalesRepListParams) => [...salesRepKeys.lists(), params] as const,
};

export const salesRepsQueryOptions = (params: SalesRepListParams) =>
  queryOptions({
    queryKey: salesRepKeys.list(params),
    queryFn: ({ signal }) => api.get<SalesRepPage>('/admin/sales-rep', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export function useSalesReps(params: SalesRepListParams) {
  return useQuery(salesRepsQueryOptions(params));
}

/** POST /api/admin/sales-rep to add, POST /api/admin/sales-rep/{id} to edit (SPEC point 7). */
export function useSaveSalesRep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: SalesRepBody }) =>
      api.post<{ data: SalesRep }>(id === null ? '/admin/sales-rep' : `/admin/sales-rep/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: salesRepKeys.all }),
  });
}

/** DELETE /api/admin/sales-rep/{id}; the error reaches the caller (SPEC point 8), e.g. a rep still assigned. */
export function useDeleteSalesRep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/admin/sales-rep/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: salesRepKeys.all }),
  });
}
