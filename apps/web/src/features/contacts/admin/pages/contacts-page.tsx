import { AdminResourceDetail } from '../../../../shared/admin/admin-resource-detail.tsx';
import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { contactsResource } from '../contacts-resource.tsx';

/** /admin: the contacts resource, rendered by the admin kit. */
export function ContactsPage() {
  return <AdminResourcePage resource={contactsResource} />;
}

/** /admin/view/{id}: one contact's page, with the link back to the list. */
export function ContactViewRoute() {
  return <AdminResourceDetail resource={contactsResource} kind="view" />;
}
