import { IconGift } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import type { AdminAreaKey } from '@owner-portal/contract/permissions';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen, CustomerScreens } from '../../shared/routing/screens.ts';
import './referrals-screens-i18n.ts';

const ReferralsPage = lazyNamed(() => import('./pages/referrals-page.tsx'), 'ReferralsPage');
const referrersPage = (name: 'ReferralsHistoryPage' | 'PendingPayoutsPage' | 'GeneralPendingPayoutsPage') =>
  lazyNamed(() => import('./admin/pages/referrers-pages.tsx'), name);
const ReferralsHistoryPage = referrersPage('ReferralsHistoryPage');
const PendingPayoutsPage = referrersPage('PendingPayoutsPage');
const GeneralPendingPayoutsPage = referrersPage('GeneralPendingPayoutsPage');
const ReferrerPage = lazyNamed(() => import('./admin/pages/referrer-page.tsx'), 'ReferrerPage');
const PayoutTagsPage = lazyNamed(() => import('./admin/pages/payout-tags-page.tsx'), 'PayoutTagsPage');

/** An owner's referral links, credits or rewards, and history (hidden for subsidiary 3). */
export const referralsScreens: CustomerScreens = {
  routes: [{ path: 'referrals', element: <ReferralsPage />, handle: { title: 'referrals-screens:rewards' } }],
  nav: [
    { path: '/referrals', label: 'referrals-screens:rewards', icon: <IconGift size={18} />, hiddenForEurope: true },
  ],
};

/** A referrer list, and one referrer's referrals under it. */
const referrerList = (area: AdminAreaKey, label: string, list: ReactElement): AdminScreen => ({
  area,
  label,
  routes: [
    { path: '', element: list },
    { path: 'view/:id', element: <ReferrerPage /> },
  ],
});

export const referralsAdminScreens: AdminScreen[] = [
  {
    area: 'payoutTags',
    label: 'referrals-screens:adminPayoutTags',
    routes: [{ path: '', element: <PayoutTagsPage /> }],
  },
  referrerList('referralHistory', 'referrals-screens:adminReferralHistory', <ReferralsHistoryPage />),
  referrerList('pendingPayouts', 'referrals-screens:adminPendingPayouts', <PendingPayoutsPage />),
  referrerList('generalPendingPayouts', 'referrals-screens:adminGeneralPendingPayouts', <GeneralPendingPayoutsPage />),
];

export { ReferralCard } from './components/referral-card.tsx';
