import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import {
  generalPendingPayoutsResource,
  pendingPayoutsResource,
  referralHistoryResource,
} from '../referrers-resources.tsx';

/** /admin/referrals-history (admin, accounting): every referrer, 15 a page; a company opens its referrals. */
export const ReferralsHistoryPage = () => <AdminResourcePage resource={referralHistoryResource} />;
/** /admin/referrals-pending-payouts: balance above 0 and the tag's minimum reached; redeem per referrer. */
export const PendingPayoutsPage = () => <AdminResourcePage resource={pendingPayoutsResource} />;
/** /admin/referrals-general-pending-payouts: every balance above 0. */
export const GeneralPendingPayoutsPage = () => <AdminResourcePage resource={generalPendingPayoutsResource} />;
