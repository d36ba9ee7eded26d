import type { RouteObject } from 'react-router';
import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { CustomerScreens } from '../../shared/routing/screens.ts';
import './account-screens-i18n.ts';

const AccountPage = lazyNamed(() => import('./pages/account-page.tsx'), 'AccountPage');
const AdminAccountPage = lazyNamed(() => import('./admin/pages/admin-account-page.tsx'), 'AdminAccountPage');

/** The owner's account settings; reached from the user menu, not the navigation. */
export const accountScreens: CustomerScreens = {
  routes: [{ path: 'account', element: <AccountPage />, handle: { title: 'account-screens:account' } }],
  nav: [],
};

/** Staff's own account settings, /admin/account (every staff role; not an area of the role table). */
export const adminAccountRoute: RouteObject = {
  path: 'account',
  element: <AdminAccountPage />,
  handle: { title: 'account-screens:adminAccount' },
};

/** The name of the account settings screen, as the user menu links it. */
export const ACCOUNT_SETTINGS_LABEL = 'account-screens:account';

export { profileQuery } from './api/account-api.ts';
