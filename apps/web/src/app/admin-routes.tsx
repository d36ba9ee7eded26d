import type { RouteObject } from 'react-router';
import type { VideoKind } from '@owner-portal/contract/content';
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
const AdminAccountPage = lazyNamed(
  () => import('../features/admin-account/pages/admin-account-page.tsx'),
  'AdminAccountPage',
);
const ProductsPage = lazyNamed(() => import('../features/admin-products/pages/products-page.tsx'), 'ProductsPage');
const AccessoriesPage = lazyNamed(
  () => import('../features/admin-accessories/pages/accessories-page.tsx'),
  'AccessoriesPage',
);
const catalogPage = (name: 'SeriesPage' | 'CategoriesPage' | 'MachineTypesPage' | 'TemplatesPage') =>
  lazyNamed(() => import('../features/admin-series/pages/catalog-pages.tsx'), name);
const SeriesPage = catalogPage('SeriesPage');
const CategoriesPage = catalogPage('CategoriesPage');
const MachineTypesPage = catalogPage('MachineTypesPage');
const TemplatesPage = catalogPage('TemplatesPage');
const videoPage = (name: 'VideosPage' | 'VideoViewRoute' | 'VideoEditRoute') =>
  lazyNamed(() => import('../features/admin-videos/pages/videos-pages.tsx'), name);
const VideosPage = videoPage('VideosPage');
const VideoViewRoute = videoPage('VideoViewRoute');
const VideoEditRoute = videoPage('VideoEditRoute');
const NotFoundContent = lazyNamed(() => import('../features/not-found/not-found-page.tsx'), 'NotFoundContent');

const placeholder = (path: string, titleKey: string): RouteObject => ({
  path,
  element: <ScreenPlaceholder titleKey={titleKey} />,
});

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
    { path: 'customers', element: <CustomersPage /> },
    placeholder('referrals-history', 'admin.referralHistory'),
    placeholder('referrals-pending-payouts', 'admin.pendingPayouts'),
    placeholder('referrals-general-pending-payouts', 'admin.generalPendingPayouts'),
    placeholder('training-schedule-us', 'admin.trainingScheduleUs'),
    placeholder('training-schedule-us/:location', 'admin.trainingScheduleUs'),
    placeholder('training-schedule-eu', 'admin.trainingScheduleEu'),
    placeholder('training-schedule-eu/:location', 'admin.trainingScheduleEu'),
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
    placeholder('payout-tags', 'admin.payoutTags'),
    { path: 'notifications', element: <NotificationsPage /> },
    { path: 'sales-reps', element: <SalesRepsPage /> },
    { path: '*', element: <NotFoundContent /> },
  ],
};
