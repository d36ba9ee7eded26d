import type { RouteObject } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';

const AdminShell = lazyNamed(() => import('../features/shell/components/admin-shell.tsx'), 'AdminShell');
const ScreenPlaceholder = lazyNamed(
  () => import('../features/placeholder/pages/screen-placeholder.tsx'),
  'ScreenPlaceholder',
);
const ContactsPage = lazyNamed(() => import('../features/admin-contacts/pages/contacts-page.tsx'), 'ContactsPage');
const NotificationsPage = lazyNamed(
  () => import('../features/admin-notifications/pages/notifications-page.tsx'),
  'NotificationsPage',
);
const CustomersPage = lazyNamed(() => import('../features/admin-customers/pages/customers-page.tsx'), 'CustomersPage');
const SalesRepsPage = lazyNamed(
  () => import('../features/admin-sales-reps/pages/sales-reps-page.tsx'),
  'SalesRepsPage',
);
const ReferralsHistoryPage = lazyNamed(
  () => import('../features/admin-referrals/pages/referrers-pages.tsx'),
  'ReferralsHistoryPage',
);
const PendingPayoutsPage = lazyNamed(
  () => import('../features/admin-referrals/pages/referrers-pages.tsx'),
  'PendingPayoutsPage',
);
const GeneralPendingPayoutsPage = lazyNamed(
  () => import('../features/admin-referrals/pages/referrers-pages.tsx'),
  'GeneralPendingPayoutsPage',
);
const ReferrerPage = lazyNamed(() => import('../features/admin-referrals/pages/referrer-page.tsx'), 'ReferrerPage');
const PayoutTagsPage = lazyNamed(
  () => import('../features/admin-payout-tags/pages/payout-tags-page.tsx'),
  'PayoutTagsPage',
);
const AdminAccountPage = lazyNamed(
  () => import('../features/admin-account/pages/admin-account-page.tsx'),
  'AdminAccountPage',
);
const NotFoundContent = lazyNamed(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundContent');

const placeholder = (path: string, titleKey: string): RouteObject => ({
  path,
  element: <ScreenPlaceholder titleKey={titleKey} />,
});

/** A content area with its child views view/{id} and edit/{id}. */
const withChildViews = (path: string, titleKey: string): RouteObject[] => [
  placeholder(path, titleKey),
  placeholder(`${path}/view/:id`, `${titleKey}View`),
  placeholder(`${path}/edit/:id`, `${titleKey}Edit`),
];

/** The admin routes of SPEC point 2, inside the back-office shell. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <AdminShell />,
  children: [
    { index: true, element: <ContactsPage /> },
    { path: 'customers', element: <CustomersPage /> },
    { path: 'referrals-history', element: <ReferralsHistoryPage /> },
    { path: 'referrals-pending-payouts', element: <PendingPayoutsPage /> },
    { path: 'referrals-general-pending-payouts', element: <GeneralPendingPayoutsPage /> },
    ...['referrals-history', 'referrals-pending-payouts', 'referrals-general-pending-payouts'].map((list) => ({
      path: `${list}/view/:id`,
      element: <ReferrerPage />,
    })),
    placeholder('training-schedule-us', 'admin.trainingScheduleUs'),
    placeholder('training-schedule-us/:location', 'admin.trainingScheduleUs'),
    placeholder('training-schedule-eu', 'admin.trainingScheduleEu'),
    placeholder('training-schedule-eu/:location', 'admin.trainingScheduleEu'),
    ...withChildViews('pre-training', 'admin.preTraining'),
    ...withChildViews('training-videos', 'admin.trainingVideos'),
    ...withChildViews('post-training-videos', 'admin.postTrainingVideos'),
    placeholder('products', 'admin.products'),
    placeholder('accessories', 'admin.accessories'),
    { path: 'account', element: <AdminAccountPage /> },
    { path: 'payout-tags', element: <PayoutTagsPage /> },
    { path: 'notifications', element: <NotificationsPage /> },
    { path: 'sales-reps', element: <SalesRepsPage /> },
    { path: '*', element: <NotFoundContent /> },
  ],
};
