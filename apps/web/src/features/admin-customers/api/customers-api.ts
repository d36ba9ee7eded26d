import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Customer, CustomerBody, SalesRepOption } from '@owner-portal/contract/customers';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import { api } from '../../../shared/api/api-client.ts';

export type CustomerListParams = Record<string, string | number | undefined>;
export interface CustomerPage {
  data: Customer[];
  meta: PaginationMeta;
}

export const customerKeys = {
  all: ['admin', 'customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
};

export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) => api.get<CustomerPage>('/admin/customers', { query: params, signal }),
    placeholderData: keepPreviousData,
  });

export function useCustomers(params: CustomerListParams) {
  return useQuery(customersQueryOptions(params));
}

/**
 * The sales rep select's options: GET /api/admin/customers/sales-reps, open to everyone who may open
 * Customers. Kept under the sales reps' key prefix, so a change on the Sales Reps screen refreshes it.
 */
export const salesRepOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sales-reps', 'options'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: SalesRepOption[] }>('/admin/customers/sales-reps', { signal })).data,
    staleTime: 60_000,
    retry: false,
  });

export function useSaveCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CustomerBody }) =>
      id === null
        ? api.post<{ data: Customer }>('/admin/customers', body)
        : api.put<{ data: Customer }>(`/admin/customers/${id}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
