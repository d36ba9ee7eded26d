import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';
import { guardedWindow } from '../shared/forms/history-step-guard.ts';
import { ErrorBoundary } from '../shared/ui/error-boundary.tsx';
import { authRoutes } from '../features/auth/auth.feature.tsx';
import { titledRoutes } from '../shared/routing/screen-title.tsx';
import { useFirstPaintHandOver } from '../shared/routing/first-paint.ts';
import { RootRoute } from './root-route.tsx';

const LegalLayout = lazyNamed(() => import('./legal/legal-layout.tsx'), 'LegalLayout');
const TermsPage = lazyNamed(() => import('./legal/legal-pages.tsx'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('./legal/legal-pages.tsx'), 'PrivacyPage');
const CustomerArea = lazyNamed(() => import('./customer-area.tsx'), 'CustomerArea');
const AdminArea = lazyNamed(() => import('./admin-area.tsx'), 'AdminArea');

/** The app's routes; each screen is a lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      ...titledRoutes([
        ...authRoutes,
        {
          element: <LegalLayout />,
          children: [
            { path: 'terms', element: <TermsPage />, handle: { title: 'common:legal.terms' } },
            { path: 'privacy', element: <PrivacyPage />, handle: { title: 'common:legal.privacy' } },
          ],
        },
      ]),
      // The back office and the customer portal (with not-found) are each a lazy chunk.
      { path: 'admin/*', element: <AdminArea /> },
      { path: '*', element: <CustomerArea /> },
    ],
  },
];

function AppRoutes() {
  useFirstPaintHandOver();
  const location = useLocation();
  const element = useRoutes(routes);
  return <ErrorBoundary resetKey={location.pathname}>{element}</ErrorBoundary>;
}

// Back and Forward ask before a form's typed input is lost: the router hears a step once the guard let it pass.
const routerWindow = guardedWindow(window);

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads its data
 * with TanStack Query, and this keeps the sign-in bundle within its budget.
 */
export function AppRouter() {
  return (
    <BrowserRouter window={routerWindow}>
      <AppRoutes />
    </BrowserRouter>
  );
}
