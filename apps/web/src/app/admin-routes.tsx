import type { RouteObject } from 'react-router';
import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import { adminAccountRoute } from '../features/account/account.feature.tsx';
import { lazyNamed } from '../shared/routing/lazy-named.ts';
import { titledRoutes } from '../shared/routing/screen-title.tsx';
import type { AdminScreen } from '../shared/routing/screens.ts';
import { ADMIN_SCREENS } from './admin-features.ts';

const AdminShell = lazyNamed(() => import('./shell/admin-shell.tsx'), 'AdminShell');
const NotFoundContent = lazyNamed(() => import('./not-found-page.tsx'), 'NotFoundContent');

/**
 * An area's routes, at its path from the role table (relative to /admin), titled with the area's name
 * unless they name their own.
 */
const areaRoutes = ({ area, label, routes }: AdminScreen): RouteObject[] => {
  const base = ADMIN_AREAS[area].path.replace(/^\/admin\/?/, '');
  return titledRoutes(routes, label).map((route) => {
    const path = [base, route.path].filter(Boolean).join('/');
    return path ? { ...route, path } : { index: true, element: route.element, handle: route.handle as unknown };
  });
};

/** The admin routes, generated from the areas the features declare, inside the back-office shell. */
export const adminRoutes: RouteObject = {
  path: 'admin',
  element: <AdminShell />,
  children: [
    ...ADMIN_SCREENS.flatMap(areaRoutes),
    ...titledRoutes([adminAccountRoute]),
    { path: '*', element: <NotFoundContent /> },
  ],
};
