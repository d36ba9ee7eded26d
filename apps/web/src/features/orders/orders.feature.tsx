import { IconTruckDelivery } from '@tabler/icons-react';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { CustomerScreens } from '../../shared/routing/screens.ts';
import './orders-screens-i18n.ts';

const OrdersPage = lazyNamed(() => import('./pages/orders-page.tsx'), 'OrdersPage');
const OrderPage = lazyNamed(() => import('./pages/order-page.tsx'), 'OrderPage');
const FulfillmentPage = lazyNamed(() => import('./pages/fulfillment-page.tsx'), 'FulfillmentPage');

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
