import type { RouteObject } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';

const CustomerShell = lazyNamed(() => import('./shell/customer-shell.tsx'), 'CustomerShell');
const DashboardPage = lazyNamed(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage');
const ProductsPage = lazyNamed(() => import('../features/products/pages/products-page.tsx'), 'ProductsPage');
const ProductPage = lazyNamed(() => import('../features/products/pages/product-page.tsx'), 'ProductPage');
const OrdersPage = lazyNamed(() => import('../features/orders/pages/orders-page.tsx'), 'OrdersPage');
const OrderPage = lazyNamed(() => import('../features/orders/pages/order-page.tsx'), 'OrderPage');
const FulfillmentPage = lazyNamed(() => import('../features/orders/pages/fulfillment-page.tsx'), 'FulfillmentPage');
const TransactionsPage = lazyNamed(
  () => import('../features/transactions/pages/transactions-page.tsx'),
  'TransactionsPage',
);
const TransactionPage = lazyNamed(
  () => import('../features/transactions/pages/transaction-page.tsx'),
  'TransactionPage',
);
const ReferralsPage = lazyNamed(() => import('../features/referrals/pages/referrals-page.tsx'), 'ReferralsPage');
const GiftCardsPage = lazyNamed(() => import('../features/giftcards/pages/giftcards-page.tsx'), 'GiftCardsPage');
const SchedulesPage = lazyNamed(() => import('../features/schedule/pages/schedules-page.tsx'), 'SchedulesPage');
const AccountPage = lazyNamed(() => import('../features/account/pages/account-page.tsx'), 'AccountPage');
const TrainingListPage = lazyNamed(
  () => import('../features/training/pages/training-list-page.tsx'),
  'TrainingListPage',
);
const TrainingPage = lazyNamed(() => import('../features/training/pages/training-page.tsx'), 'TrainingPage');
const PostTrainingListPage = lazyNamed(
  () => import('../features/training/pages/post-training-list-page.tsx'),
  'PostTrainingListPage',
);
const PostTrainingPage = lazyNamed(
  () => import('../features/training/pages/post-training-page.tsx'),
  'PostTrainingPage',
);

/** The customer-flagged routes of SPEC point 2, inside the customer shell. */
export const customerRoutes: RouteObject = {
  element: <CustomerShell />,
  children: [
    { index: true, element: <DashboardPage /> },
    { path: 'products', element: <ProductsPage /> },
    { path: 'products/:id', element: <ProductPage /> },
    { path: 'training', element: <TrainingListPage /> },
    { path: 'training/:id', element: <TrainingPage /> },
    { path: 'post-training', element: <PostTrainingListPage /> },
    { path: 'post-training/:id', element: <PostTrainingPage /> },
    { path: 'orders', element: <OrdersPage /> },
    { path: 'orders/:id', element: <OrderPage /> },
    { path: 'orders/:id/fulfillments/:fulfillmentId', element: <FulfillmentPage /> },
    { path: 'transactions', element: <TransactionsPage /> },
    { path: 'transactions/:id', element: <TransactionPage /> },
    { path: 'referrals', element: <ReferralsPage /> },
    { path: 'schedules', element: <SchedulesPage /> },
    { path: 'account', element: <AccountPage /> },
    { path: 'giftcards', element: <GiftCardsPage /> },
  ],
};
