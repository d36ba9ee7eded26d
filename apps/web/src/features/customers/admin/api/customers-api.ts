import { queryOptions } from '@tanstack/react-query';
import type { PayoutTagOption, SalesRepOption } from '@owner-portal/contract/customers/customers';
import { api } from '../../../../shared/api/api-client.ts';

export const customerKeys = {
  all: ['admin', 'customers'] as const,
};

/**
 * The sales rep select's options: GET /api/admin/customers/sales-reps, open to everyone who may open
 * Customers. Kept under the sales reps' key prefix, so a change on the Sales Reps screen refreshes it.
 */
/** GET admin/customers/payout-tags: the customer form's payout tag select (an influencer's tag). */
export const payoutTagOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'customers', 'payout-tags'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: PayoutTagOption[] }>('/admin/customers/payout-tags', { signal })).data,
    staleTime: 60_000,
    retry: false,
  });

export const salesRepOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sales-reps', 'options'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: SalesRepOption[] }>('/admin/customers/sales-reps', { signal })).data,
    staleTime: 60_000,
    retry: false,
  });
