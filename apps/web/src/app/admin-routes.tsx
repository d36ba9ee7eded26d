import type { RouteObject } from 'react-router';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import { adminAccountRoute } from '../features/account/account.feature.tsx';
import { lazyNamed } from '../shared/routing/lazy-named.ts';
import type { AdminScreen } from '../shared/routing/screens.ts';
import { ADMIN_SCREENS } from './admin-features.ts';

const AdminShell = lazyNamed(() => import('./shell/admin-shell.tsx'), 'AdminShell');
const NotFoundContent = lazyNamed(() => import('./not-found-page.tsx'), 'NotFoundContent');

/** An area's routes, at its path from the role table (relative to /admin). */
const areaRoutes = ({ area, routes }: AdminScreen): RouteObject[] => {
  const base = ADMIN_AREAS[area].path.replace(/^\/admin\/?/, '');
  return routes.map((route) => {
    const path = [base, route.path].filter(Boolean).join('/');
    return path ? { ...route, path } : { index: true, element: route.element };
  });
};

/** The admin routes, generated from the areas the features declare, inside the back-office shell. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <AdminShell />,
  children: [
    ...ADMIN_SCREENS.flatMap(areaRoutes),
    adminAccountRoute,
    { path: '*', element: <NotFoundContent /> },
  ],
};
