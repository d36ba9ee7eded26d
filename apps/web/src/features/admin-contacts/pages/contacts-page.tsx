import { AdminResourcePage } from '../../../shared/admin/admin-resource-page.tsx';
import { contactsResource } from '../contacts-resource.tsx';

/** /admin: the contacts resource, rendered by the admin kit. */
export function ContactsPage() {
  return <AdminResourcePage resource={contactsResource} />;
}
