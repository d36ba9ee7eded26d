import { queryOptions } from '@tanstack/react-query';
import type { SearchReply } from '@owner-portal/contract/search/search';
import { api } from '../../../shared/api/api-client.ts';

export const searchKeys = { all: ['admin-search'] as const };

/** GET admin/search?q=: up to 5 contacts, companies, shipped units and orders. */
export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: [...searchKeys.all, q],
    queryFn: async ({ signal }) => (await api.get<SearchReply>('/admin/search', { query: { q }, signal })).results,
    staleTime: 30_000,
  });
