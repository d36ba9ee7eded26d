import { useRoutes } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';
import { customerRoutes } from './customer-routes.tsx';

const NotFoundPage = lazyNamed(() => import('./not-found-page.tsx'), 'NotFoundPage');

/**
 * Every path that is not a sign-in, legal or admin path: the customer routes, else not-found.
 * A lazy chunk of its own, so the route table (which grows with every screen) stays out of the
 * sign-in bundle.
 */
export function CustomerArea() {
  return useRoutes([customerRoutes, { path: '*', element: <NotFoundPage /> }]);
}
