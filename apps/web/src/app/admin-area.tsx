import { useRoutes } from 'react-router';
import { adminRoutes } from './admin-routes.tsx';

/** Everything under /admin (mounted at admin/*, so the table's own 'admin' segment is dropped); a lazy chunk. */
export function AdminArea() {
  return useRoutes([{ ...adminRoutes, path: undefined }]);
}
