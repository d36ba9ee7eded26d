import type { RouteObject } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';
import { titledRoutes } from '../shared/routing/screen-title.tsx';
import { CUSTOMER_FEATURES } from './customer-features.tsx';

const CustomerShell = lazyNamed(() => import('./shell/customer-shell.tsx'), 'CustomerShell');
const DashboardPage = lazyNamed(() => import('./dashboard/dashboard-page.tsx'), 'DashboardPage');

/** The customer-flagged routes, inside the customer shell; each names its screen (`handle.title`). */
export const customerRoutes: RouteObject = {
  element: <CustomerShell />,
  children: titledRoutes([
    { index: true, element: <DashboardPage />, handle: { title: 'shell:screens.dashboard' } },
    ...CUSTOMER_FEATURES.flatMap((feature) => feature.routes),
  ]),
};
