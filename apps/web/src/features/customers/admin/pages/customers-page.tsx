import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { customersResource } from '../customers-resource.tsx';

/** /admin/customers: the customers resource, rendered by the admin kit. */
export function CustomersPage() {
  return <AdminResourcePage resource={customersResource} />;
}
