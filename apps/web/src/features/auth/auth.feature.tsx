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
      { path: 'auth/login', element: <LoginPage />, handle: { title: 'auth:signIn.title' } },
      {
        path: 'auth/password/request',
        element: <PasswordRequestPage />,
        handle: { title: 'auth:passwordRequest.title' },
      },
      { path: 'auth/password/reset', element: <PasswordResetPage />, handle: { title: 'auth:passwordReset.title' } },
      { path: 'admin/login', element: <AdminLoginPage />, handle: { title: 'auth:signIn.adminTitle' } },
    ],
  },
  { path: 'auth/logout', element: <LogoutPage />, handle: { title: 'auth:logout.title' } },
];
