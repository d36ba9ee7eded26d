import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PaginationMeta } from '@owner-portal/contract/paging';
import type { Referral, ReferralLink, ReferralStats } from '@owner-portal/contract/referrals/referrals';
import { api } from '../../../shared/api/api-client.ts';

export type ReferralFilters = Record<string, string | number | undefined>;
export interface PagedReferrals {
  data: Referral[];
  meta: PaginationMeta;
}

export const referralKeys = {
  all: ['referrals'] as const,
  stats: (page: number) => ['referrals', 'stats', page] as const,
  links: () => ['referrals', 'links'] as const,
  history: (filters: ReferralFilters) => ['referrals', 'history', filters] as const,
};

/** GET /api/customer/get_referral_stats: the totals and one page of referred order items (page 1 on the dashboard). */
export const referralStatsQuery = (page = 1) =>
  queryOptions({
    queryKey: referralKeys.stats(page),
    queryFn: ({ signal }) => api.get<ReferralStats>('/customer/get_referral_stats', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const referralLinksQuery = () =>
  queryOptions({
    queryKey: referralKeys.links(),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: ReferralLink[] }>('/customer/referral-links', { signal })).data,
  });

/** GET /api/customer/referrals: sales and redemptions, filtered like the CSV export. */
export const referralHistoryQuery = (filters: ReferralFilters) =>
  queryOptions({
    queryKey: referralKeys.history(filters),
    queryFn: ({ signal }) => api.get<PagedReferrals>('/customer/referrals', { query: filters, signal }),
    placeholderData: keepPreviousData,
  });

/** Credits for owners, Rewards for influencers: the i18n key prefix of each wording. */
export const wordingOf = (stats: Pick<ReferralStats, 'is_influencer'> | undefined) =>
  stats?.is_influencer ? 'rewards' : 'credits';
