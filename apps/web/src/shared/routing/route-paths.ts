import type { RouteObject } from 'react-router';

/** A screen of the route table: its full path pattern (`/orders/:id`) and its route. */
export interface RouteLeaf {
  path: string;
  route: RouteObject;
}

const join = (base: string, path: string) => `${base.replace(/\/$/, '')}/${path}`.replace(/\/+$/, '') || '/';

/**
 * The screens of a route tree, by full path: layout routes add their segment, index routes are their
 * parent's path, and catch-alls (`*`: an area's mount, not-found) are no screen of their own.
 */
export function routeLeaves(routes: readonly RouteObject[], base = '/'): RouteLeaf[] {
  return routes.flatMap((route) => {
    if (route.path?.includes('*')) return [];
    const path = route.index ? base : route.path ? join(base, route.path) : base;
    return route.children ? routeLeaves(route.children, path) : [{ path, route }];
  });
}
