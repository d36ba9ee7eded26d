import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { notificationsResource } from '../notifications-resource.tsx';

/** /admin/notifications: the notifications resource, rendered by the admin kit. */
export function NotificationsPage() {
  return <AdminResourcePage resource={notificationsResource} />;
}
