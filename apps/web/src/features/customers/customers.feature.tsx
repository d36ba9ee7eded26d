import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import { adminOrderRoutes } from '../orders/orders.feature.tsx';
import type { AdminScreen } from '../../shared/routing/screens.ts';
import './customers-screens-i18n.ts';

const CustomersPage = lazyNamed(() => import('./admin/pages/customers-page.tsx'), 'CustomersPage');
const CustomerImportPage = lazyNamed(() => import('./admin/pages/customer-import-page.tsx'), 'CustomerImportPage');

/**
 * Staff's customer companies, from which a contact's portal can be viewed (impersonation), and the
 * order and unit pages the header search opens, which the same roles read.
 */
export const customersAdminScreens: AdminScreen[] = [
  {
    area: 'customers',
    label: 'customers-screens:customers',
    routes: [
      { path: '', element: <CustomersPage /> },
      { path: 'import', element: <CustomerImportPage /> },
      ...adminOrderRoutes,
    ],
  },
];

export { useImpersonate } from './admin/api/impersonate-api.ts';
