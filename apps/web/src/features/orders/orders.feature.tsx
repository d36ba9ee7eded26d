import { IconTruckDelivery } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { CustomerScreens } from '../../shared/routing/screens.ts';
import './orders-screens-i18n.ts';

const OrdersPage = lazyNamed(() => import('./pages/orders-page.tsx'), 'OrdersPage');
const OrderPage = lazyNamed(() => import('./pages/order-page.tsx'), 'OrderPage');
const FulfillmentPage = lazyNamed(() => import('./pages/fulfillment-page.tsx'), 'FulfillmentPage');
const AdminOrderPage = lazyNamed(() => import('./admin/pages/admin-order-page.tsx'), 'AdminOrderPage');
const AdminUnitPage = lazyNamed(() => import('./admin/pages/admin-unit-page.tsx'), 'AdminUnitPage');

/** An owner's orders, one order, one fulfilment with its items and tracking. */
export const ordersScreens: CustomerScreens = {
  routes: [
    { path: 'orders', element: <OrdersPage />, handle: { title: 'orders-screens:list' } },
    { path: 'orders/:id', element: <OrderPage />, handle: { title: 'orders-screens:order' } },
    {
      path: 'orders/:id/fulfillments/:fulfillmentId',
      element: <FulfillmentPage />,
      handle: { title: 'orders-screens:fulfillment' },
    },
  ],
  nav: [{ path: '/orders', label: 'orders-screens:list', icon: <IconTruckDelivery size={18} /> }],
};

export { LastOrderCard } from './components/last-order-card.tsx';

/**
 * Staff's read-only order and unit pages, opened from the header search: routes of the Customers area
 * (relative to it), so the roles that open Customers open them.
 */
export const adminOrderRoutes: RouteObject[] = [
  { path: 'orders/:id', element: <AdminOrderPage /> },
  { path: 'units/:id', element: <AdminUnitPage /> },
];
