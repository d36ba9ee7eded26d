import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayoutTag, PayoutTagBody } from '@owner-portal/contract/referrals/referrals';
import { api } from '../../../../shared/api/api-client.ts';

export const payoutTagKeys = {
  all: ['admin', 'payout-tags'] as const,
  machineTypes: () => [...payoutTagKeys.all, 'machine-types'] as const,
};

/** Every machine type, so a new tag's form can give each a value. */
export function useMachineTypes() {
  return useQuery({
    queryKey: payoutTagKeys.machineTypes(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { id: number; name: string }[] }>('/admin/referral-payout-tag/machine-types', { signal }))
        .data,
  });
}

/** POST admin/machine-type-referral-payout-tag/{tagId}: tagId 0 adds, any other id updates. */
export function useSavePayoutTag() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PayoutTagBody }) =>
      api.post<{ data: PayoutTag }>(`/admin/machine-type-referral-payout-tag/${id ?? 0}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutTagKeys.all }),
  });
}
