import type { RouteObject } from 'react-router';
import { routeLeaves } from '../shared/routing/route-paths.ts';
import { adminRoutes } from './admin-routes.tsx';
import { customerRoutes } from './customer-routes.tsx';
import { routes } from './router.tsx';

/** Who opens a screen: a visitor (sign-in and legal pages), an owner (customer routes), staff (/admin). */
export type RouteAudience = 'visitor' | 'customer' | 'admin';

/**
 * Every screen of the app, from the route tables themselves (the top level, then the two lazy areas
 * mounted at `*` and `admin/*`). Not imported by the app (that would put both areas in one chunk): the
 * tests hold the titles and the Lighthouse list (`npm run lighthouse`) to it.
 */
export function appRouteTable(): { path: string; audience: RouteAudience; route: RouteObject }[] {
  return [
    ...routeLeaves(routes).map((leaf) => ({ ...leaf, audience: 'visitor' as const })),
    ...routeLeaves([customerRoutes]).map((leaf) => ({ ...leaf, audience: 'customer' as const })),
    ...routeLeaves([adminRoutes]).map((leaf) => ({ ...leaf, audience: 'admin' as const })),
  ];
}
