import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { accessoriesResource } from '../accessories-resource.tsx';

/** /admin/accessories: the accessories resource, rendered by the admin kit. */
export function AccessoriesPage() {
  return <AdminResourcePage resource={accessoriesResource} />;
}
