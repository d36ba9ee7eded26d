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
const AdminSchedulePage = lazyNamed(
  () => import('../features/admin-schedule/pages/admin-schedule-page.tsx'),
  'AdminSchedulePage',
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
    placeholder('referrals-history', 'admin.referralHistory'),
    placeholder('referrals-pending-payouts', 'admin.pendingPayouts'),
    placeholder('referrals-general-pending-payouts', 'admin.generalPendingPayouts'),
    { path: 'training-schedule-us', element: <AdminSchedulePage region="us" /> },
    { path: 'training-schedule-us/:location', element: <AdminSchedulePage region="us" /> },
    { path: 'training-schedule-eu', element: <AdminSchedulePage region="eu" /> },
    { path: 'training-schedule-eu/:location', element: <AdminSchedulePage region="eu" /> },
    ...withChildViews('pre-training', 'admin.preTraining'),
    ...withChildViews('training-videos', 'admin.trainingVideos'),
    ...withChildViews('post-training-videos', 'admin.postTrainingVideos'),
    placeholder('products', 'admin.products'),
    placeholder('accessories', 'admin.accessories'),
    { path: 'account', element: <AdminAccountPage /> },
    placeholder('payout-tags', 'admin.payoutTags'),
    { path: 'notifications', element: <NotificationsPage /> },
    { path: 'sales-reps', element: <SalesRepsPage /> },
    { path: '*', element: <NotFoundContent /> },
  ],
};
