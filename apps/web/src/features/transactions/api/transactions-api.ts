import { queryOptions } from '@tanstack/react-query';
import type { Transaction } from '@owner-portal/contract/transactions/transactions';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import { api } from '../../../shared/api/api-client.ts';

export interface PagedTransactions {
  data: Transaction[];
  meta: PaginationMeta;
}

export type TransactionFilters = Record<string, string | number | undefined>;

export const transactionsKeys = {
  all: ['transactions'] as const,
  list: (filters: TransactionFilters) => ['transactions', 'list', filters] as const,
  detail: (id: string) => ['transactions', 'detail', id] as const,
};

/** GET /api/transaction: the server filters by start_date, end_date and search, sorts and pages. */
export function fetchTransactions(filters: TransactionFilters, signal?: AbortSignal): Promise<PagedTransactions> {
  return api.get<PagedTransactions>('/transaction', { query: filters, signal });
}

export async function fetchTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return (await api.get<{ data: Transaction }>(`/transaction/${encodeURIComponent(id)}`, { signal })).data;
}

export const transactionsQuery = (filters: TransactionFilters) =>
  queryOptions({
    queryKey: transactionsKeys.list(filters),
    queryFn: ({ signal }) => fetchTransactions(filters, signal),
  });

export const transactionQuery = (id: string) =>
  queryOptions({ queryKey: transactionsKeys.detail(id), queryFn: ({ signal }) => fetchTransaction(id, signal) });
