import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { lazyNamed } from '../shared/routing/lazy-named.ts';
import { ErrorBoundary } from '../shared/ui/error-boundary.tsx';
import { RootRoute } from './root-route.tsx';

const VisitorLayout = lazyNamed(() => import('../features/auth/components/visitor-layout.tsx'), 'VisitorLayout');
const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page.tsx'), 'LoginPage');
const AdminLoginPage = lazyNamed(() => import('../features/auth/pages/login-page.tsx'), 'AdminLoginPage');
const PasswordRequestPage = lazyNamed(
  () => import('../features/auth/pages/password-request-page.tsx'),
  'PasswordRequestPage',
);
const PasswordResetPage = lazyNamed(
  () => import('../features/auth/pages/password-reset-page.tsx'),
  'PasswordResetPage',
);
const LogoutPage = lazyNamed(() => import('../features/auth/pages/logout-page.tsx'), 'LogoutPage');
const LegalLayout = lazyNamed(() => import('./legal/legal-layout.tsx'), 'LegalLayout');
const TermsPage = lazyNamed(() => import('./legal/terms-page.tsx'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('./legal/privacy-page.tsx'), 'PrivacyPage');
const CustomerArea = lazyNamed(() => import('./customer-area.tsx'), 'CustomerArea');
const AdminArea = lazyNamed(() => import('./admin-area.tsx'), 'AdminArea');

/** Every route of SPEC point 2; each screen is a lazily loaded chunk. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      {
        element: <VisitorLayout />,
        children: [
          { path: 'auth/login', element: <LoginPage /> },
          { path: 'auth/password/request', element: <PasswordRequestPage /> },
          { path: 'auth/password/reset', element: <PasswordResetPage /> },
          { path: 'admin/login', element: <AdminLoginPage /> },
        ],
      },
      { path: 'auth/logout', element: <LogoutPage /> },
      {
        element: <LegalLayout />,
        children: [
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
        ],
      },
      // The back office and the customer portal (with not-found) are each a lazy chunk.
      { path: 'admin/*', element: <AdminArea /> },
      { path: '*', element: <CustomerArea /> },
    ],
  },
];

function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <ErrorBoundary resetKey={location.pathname}>{element}</ErrorBoundary>;
}

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads its data
 * with TanStack Query, and this keeps the sign-in bundle within its budget.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
