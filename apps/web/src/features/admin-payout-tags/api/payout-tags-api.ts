import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import type { PayoutTag, PayoutTagBody } from '@owner-portal/contract/referrals';
import { api } from '../../../shared/api/api-client.ts';

export const payoutTagKeys = {
  all: ['admin', 'payout-tags'] as const,
  list: (params: Record<string, string | number | undefined>) => [...payoutTagKeys.all, 'list', params] as const,
  machineTypes: () => [...payoutTagKeys.all, 'machine-types'] as const,
};

export function usePayoutTags(params: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: payoutTagKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<{ data: PayoutTag[]; meta: PaginationMeta }>('/admin/referral-payout-tag', { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every machine type, so a new tag's form can give each a value. */
export function useMachineTypes() {
  return useQuery({
    queryKey: payoutTagKeys.machineTypes(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { id: number; name: string }[] }>('/admin/referral-payout-tag/machine-types', { signal }))
        .data,
  });
}

/** POST admin/machine-type-referral-payout-tag/{tagId}: tagId 0 adds, any other id updates (SPEC point 7). */
export function useSavePayoutTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PayoutTagBody }) =>
      api.post<{ data: PayoutTag }>(`/admin/machine-type-referral-payout-tag/${id ?? 0}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutTagKeys.all }),
  });
}

/** DELETE admin/referral-payout-tag/{id}; the error reaches the caller (SPEC point 8), e.g. a tag still in use. */
export function useDeletePayoutTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/admin/referral-payout-tag/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutTagKeys.all }),
  });
}
