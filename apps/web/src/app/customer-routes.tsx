import type { RouteObject } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';

const CustomerShell = lazyNamed(() => import('../features/shell/components/customer-shell.tsx'), 'CustomerShell');
const DashboardPage = lazyNamed(() => import('../features/dashboard/pages/dashboard-page.tsx'), 'DashboardPage');
const ScreenPlaceholder = lazyNamed(
  () => import('../features/placeholder/pages/screen-placeholder.tsx'),
  'ScreenPlaceholder',
);

const placeholder = (path: string, titleKey: string): RouteObject => ({
  path,
  element: <ScreenPlaceholder titleKey={titleKey} />,
});

/** The customer-flagged routes of SPEC point 2, inside the customer shell. */
export const customerRoutes: RouteObject = {
  element: <CustomerShell />,
  children: [
    { index: true, element: <DashboardPage /> },
    placeholder('products', 'screens.products'),
    placeholder('products/:id', 'screens.productDetails'),
    placeholder('training', 'screens.preTraining'),
    placeholder('training/:id', 'screens.preTraining'),
    placeholder('post-training', 'screens.postTraining'),
    placeholder('post-training/:id', 'screens.postTraining'),
    placeholder('orders', 'screens.orders'),
    placeholder('orders/:id', 'screens.orderDetails'),
    placeholder('orders/:id/fulfillments/:fulfillmentId', 'screens.fulfillmentDetails'),
    placeholder('transactions', 'screens.transactions'),
    placeholder('transactions/:id', 'screens.transactionDetails'),
    placeholder('referrals', 'screens.referrals'),
    placeholder('schedules', 'screens.schedules'),
    placeholder('account', 'screens.account'),
    placeholder('giftcards', 'screens.giftCards'),
  ],
};
