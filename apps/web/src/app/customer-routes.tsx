import type { RouteObject } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';

const CustomerShell = lazyNamed(() => import('../features/shell/components/customer-shell.tsx'), 'CustomerShell');
const DashboardPage = lazyNamed(() => import('../features/dashboard/pages/dashboard-page.tsx'), 'DashboardPage');
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
const AccountPage = lazyNamed(() => import('../features/account/pages/account-page.tsx'), 'AccountPage');
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
    { path: 'products', element: <ProductsPage /> },
    { path: 'products/:id', element: <ProductPage /> },
    placeholder('training', 'screens.preTraining'),
    placeholder('training/:id', 'screens.preTraining'),
    placeholder('post-training', 'screens.postTraining'),
    placeholder('post-training/:id', 'screens.postTraining'),
    { path: 'orders', element: <OrdersPage /> },
    { path: 'orders/:id', element: <OrderPage /> },
    { path: 'orders/:id/fulfillments/:fulfillmentId', element: <FulfillmentPage /> },
    { path: 'transactions', element: <TransactionsPage /> },
    { path: 'transactions/:id', element: <TransactionPage /> },
    { path: 'referrals', element: <ReferralsPage /> },
    placeholder('schedules', 'screens.schedules'),
    { path: 'account', element: <AccountPage /> },
    { path: 'giftcards', element: <GiftCardsPage /> },
  ],
};
