import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import type { RedeemBody, RedeemReply, Referral, Referrer } from '@owner-portal/contract/referrals/referrals';
import { api } from '../../../../shared/api/api-client.ts';

export type ListParams = Record<string, string | number | undefined>;
export interface Paged<Row> {
  data: Row[];
  meta: PaginationMeta;
}
/** Which referrers: every one (history), owed a payout (pending), or any balance above 0 (general). */
export type ReferrerList = 'all' | 'pending' | 'general';

export const REFERRER_LIST_PATHS: Record<ReferrerList, string> = {
  all: '/admin/referrers',
  pending: '/admin/referrers/pending',
  general: '/admin/referrers/general_pending',
};

export const referrerKeys = {
  all: ['admin', 'referrers'] as const,
  list: (list: ReferrerList, params: ListParams) => [...referrerKeys.all, list, params] as const,
  one: (id: string) => [...referrerKeys.all, 'one', id] as const,
  referrals: (id: string, pending: boolean, params: ListParams) =>
    [...referrerKeys.all, 'referrals', id, pending, params] as const,
};

export function useReferrers(list: ReferrerList, params: ListParams) {
  return useQuery({
    queryKey: referrerKeys.list(list, params),
    queryFn: ({ signal }) => api.get<Paged<Referrer>>(REFERRER_LIST_PATHS[list], { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export const referrerQuery = (id: string) =>
  queryOptions({
    queryKey: referrerKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<{ data: Referrer }>(`/admin/referrers/${id}`, { signal })).data,
  });

/** GET admin/referrers/{id}/referrals, or its /pending rows. */
export function useReferrerReferrals(id: string, pending: boolean, params: ListParams) {
  return useQuery({
    queryKey: referrerKeys.referrals(id, pending, params),
    queryFn: ({ signal }) =>
      api.get<Paged<Referral>>(`/admin/referrers/${id}/referrals${pending ? '/pending' : ''}`, {
        query: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST admin/referrals/redeem with an Idempotency-Key per attempt (a retried request is answered
 * once). Every referrer list is refetched: the balance changes and a settled referrer leaves the
 * pending lists.
 */
export function useRedeem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { id: number | null; body: RedeemBody }) =>
      api.post<RedeemReply>('/admin/referrals/redeem', body, { headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: () => client.invalidateQueries({ queryKey: referrerKeys.all }),
  });
}

/**
 * POST admin/referrals/{id}/approve: a flagged self-referral's value joins the balance. Every referrer
 * list is refetched (the balance changes; the referrer may now be owed a payout).
 */
export function useApproveReferral() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<{ data: Referral }>(`/admin/referrals/${id}/approve`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: referrerKeys.all }),
  });
}
