import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';

const VisitorLayout = lazyNamed(() => import('./components/visitor-layout.tsx'), 'VisitorLayout');
const LoginPage = lazyNamed(() => import('./pages/login-page.tsx'), 'LoginPage');
const AdminLoginPage = lazyNamed(() => import('./pages/login-page.tsx'), 'AdminLoginPage');
const PasswordRequestPage = lazyNamed(() => import('./pages/password-request-page.tsx'), 'PasswordRequestPage');
const PasswordResetPage = lazyNamed(() => import('./pages/password-reset-page.tsx'), 'PasswordResetPage');
const LogoutPage = lazyNamed(() => import('./pages/logout-page.tsx'), 'LogoutPage');

/** The sign-in pages (customer and staff) in the visitor layout with its promotions, and logout. */
export const authRoutes: RouteObject[] = [
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
];
