import type { AdminAreaKey } from '@owner-portal/contract/permissions';
import type { Referrer } from '@owner-portal/contract/referrals/referrals';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { lazyNamed } from '../../../shared/routing/lazy-named.ts';
import { noDelete, type ResourceApi, type SaveInput } from '../../../shared/admin/resource-api.ts';
import type { RedeemBody } from '@owner-portal/contract/referrals/referrals';
import { REFERRER_LIST_PATHS, referrerKeys, useRedeem, useReferrers, type ReferrerList } from './api/referrers-api.ts';
import { referrerColumns } from './components/referrer-columns.tsx';
import './admin-referrals-i18n.ts';

// Lazy, as its route is (admin-routes.tsx): the lists only link to it.
const ReferrerPage = lazyNamed(() => import('./pages/referrer-page.tsx'), 'ReferrerPage');
const redeemForm = lazyForm(() => import('./redeem-form.ts').then((m) => m.redeemForm));

function referrersApi(list: ReferrerList): ResourceApi<Referrer, SaveInput<RedeemBody>> {
  return {
    key: referrerKeys.all,
    exportPath: `${REFERRER_LIST_PATHS[list]}/export`,
    useList: (query) => useReferrers(list, query),
    useSave: useRedeem,
    useDelete: noDelete,
  };
}

/**
 * A list of referrers. On the pending-payout screens the row's edit is a redemption:
 * the amount is checked by the server, the lists refresh and a settled referrer leaves them.
 */
function referrersResource(namespace: string, area: AdminAreaKey, list: ReferrerList, redeem: boolean) {
  return defineResource({
    namespace,
    area,
    api: referrersApi(list),
    name: (r) => r.company_name,
    columns: referrerColumns(area),
    ...(redeem ? { form: redeemForm } : {}),
    canAdd: false,
    canDelete: false,
    viewPage: ReferrerPage,
  });
}

export const referralHistoryResource = referrersResource('admin-referral-history', 'referralHistory', 'all', false);
export const pendingPayoutsResource = referrersResource('admin-pending-payouts', 'pendingPayouts', 'pending', true);
export const generalPendingPayoutsResource = referrersResource(
  'admin-general-pending-payouts',
  'generalPendingPayouts',
  'general',
  true,
);
