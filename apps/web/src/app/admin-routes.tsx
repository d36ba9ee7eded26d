import type { RouteObject } from 'react-router';
import type { VideoKind } from '@owner-portal/contract/content/content';
import { lazyNamed } from '../shared/routing/lazy-named.ts';

const AdminShell = lazyNamed(() => import('./shell/admin-shell.tsx'), 'AdminShell');
const ContactsPage = lazyNamed(() => import('../features/contacts/pages/contacts-page.tsx'), 'ContactsPage');
const ContactViewRoute = lazyNamed(
  () => import('../features/contacts/pages/contacts-page.tsx'),
  'ContactViewRoute',
);
const NotificationsPage = lazyNamed(
  () => import('../features/notifications/admin/pages/notifications-page.tsx'),
  'NotificationsPage',
);
const CustomersPage = lazyNamed(() => import('../features/customers/pages/customers-page.tsx'), 'CustomersPage');
const SalesRepsPage = lazyNamed(
  () => import('../features/sales-reps/pages/sales-reps-page.tsx'),
  'SalesRepsPage',
);
const EventsPage = lazyNamed(() => import('../features/events/admin/pages/events-page.tsx'), 'EventsPage');
const AdminSchedulePage = lazyNamed(
  () => import('../features/schedule/admin/pages/admin-schedule-page.tsx'),
  'AdminSchedulePage',
);
const ReferralsHistoryPage = lazyNamed(
  () => import('../features/referrals/admin/pages/referrers-pages.tsx'),
  'ReferralsHistoryPage',
);
const PendingPayoutsPage = lazyNamed(
  () => import('../features/referrals/admin/pages/referrers-pages.tsx'),
  'PendingPayoutsPage',
);
const GeneralPendingPayoutsPage = lazyNamed(
  () => import('../features/referrals/admin/pages/referrers-pages.tsx'),
  'GeneralPendingPayoutsPage',
);
const ReferrerPage = lazyNamed(() => import('../features/referrals/admin/pages/referrer-page.tsx'), 'ReferrerPage');
const PayoutTagsPage = lazyNamed(
  () => import('../features/referrals/admin/pages/payout-tags-page.tsx'),
  'PayoutTagsPage',
);
const AdminAccountPage = lazyNamed(
  () => import('../features/account/admin/pages/admin-account-page.tsx'),
  'AdminAccountPage',
);
const ProductsPage = lazyNamed(() => import('../features/products/admin/pages/products-page.tsx'), 'ProductsPage');
const AccessoriesPage = lazyNamed(
  () => import('../features/products/admin/pages/accessories-page.tsx'),
  'AccessoriesPage',
);
const catalogPage = (name: 'SeriesPage' | 'CategoriesPage' | 'MachineTypesPage' | 'TemplatesPage') =>
  lazyNamed(() => import('../features/products/admin/pages/catalog-pages.tsx'), name);
const SeriesPage = catalogPage('SeriesPage');
const CategoriesPage = catalogPage('CategoriesPage');
const MachineTypesPage = catalogPage('MachineTypesPage');
const TemplatesPage = catalogPage('TemplatesPage');
const videoPage = (name: 'VideosPage' | 'VideoViewRoute' | 'VideoEditRoute') =>
  lazyNamed(() => import('../features/training/admin/pages/videos-pages.tsx'), name);
const VideosPage = videoPage('VideosPage');
const VideoViewRoute = videoPage('VideoViewRoute');
const VideoEditRoute = videoPage('VideoEditRoute');
const NotFoundContent = lazyNamed(() => import('./not-found-page.tsx'), 'NotFoundContent');

/** A video area with its child views view/{id} and edit/{id}. */
const withChildViews = (path: string, kind: VideoKind): RouteObject[] => [
  { path, element: <VideosPage kind={kind} /> },
  { path: `${path}/view/:id`, element: <VideoViewRoute kind={kind} /> },
  { path: `${path}/edit/:id`, element: <VideoEditRoute kind={kind} /> },
];

/** The admin routes of SPEC point 2, inside the back-office shell. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <AdminShell />,
  children: [
    { index: true, element: <ContactsPage /> },
    { path: 'view/:id', element: <ContactViewRoute /> },
    { path: 'customers', element: <CustomersPage /> },
    { path: 'referrals-history', element: <ReferralsHistoryPage /> },
    { path: 'referrals-pending-payouts', element: <PendingPayoutsPage /> },
    { path: 'referrals-general-pending-payouts', element: <GeneralPendingPayoutsPage /> },
    ...['referrals-history', 'referrals-pending-payouts', 'referrals-general-pending-payouts'].map((list) => ({
      path: `${list}/view/:id`,
      element: <ReferrerPage />,
    })),
    { path: 'training-schedule-us', element: <AdminSchedulePage region="us" /> },
    { path: 'training-schedule-us/:location', element: <AdminSchedulePage region="us" /> },
    { path: 'training-schedule-eu', element: <AdminSchedulePage region="eu" /> },
    { path: 'training-schedule-eu/:location', element: <AdminSchedulePage region="eu" /> },
    ...withChildViews('pre-training', 'pre_training'),
    ...withChildViews('training-videos', 'training'),
    ...withChildViews('post-training-videos', 'post_training'),
    { path: 'products', element: <ProductsPage /> },
    { path: 'products/series', element: <SeriesPage /> },
    { path: 'products/categories', element: <CategoriesPage /> },
    { path: 'products/machine-types', element: <MachineTypesPage /> },
    { path: 'products/templates', element: <TemplatesPage /> },
    { path: 'accessories', element: <AccessoriesPage /> },
    { path: 'account', element: <AdminAccountPage /> },
    { path: 'payout-tags', element: <PayoutTagsPage /> },
    { path: 'notifications', element: <NotificationsPage /> },
    { path: 'sales-reps', element: <SalesRepsPage /> },
    { path: 'events', element: <EventsPage /> },
    { path: '*', element: <NotFoundContent /> },
  ],
};
