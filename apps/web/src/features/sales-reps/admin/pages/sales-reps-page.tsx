import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { salesRepsResource } from '../sales-reps-resource.tsx';

/** /admin/sales-reps: the sales reps resource, rendered by the admin kit. */
export function SalesRepsPage() {
  return <AdminResourcePage resource={salesRepsResource} />;
}
