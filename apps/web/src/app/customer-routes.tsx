import type { RouteObject } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';
import { CUSTOMER_FEATURES } from './customer-features.tsx';

const CustomerShell = lazyNamed(() => import('./shell/customer-shell.tsx'), 'CustomerShell');
const DashboardPage = lazyNamed(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage');

/** The customer-flagged routes, inside the customer shell. */
export const customerRoutes: RouteObject = {
  element: <CustomerShell />,
  children: [{ index: true, element: <DashboardPage /> }, ...CUSTOMER_FEATURES.flatMap((feature) => feature.routes)],
};
