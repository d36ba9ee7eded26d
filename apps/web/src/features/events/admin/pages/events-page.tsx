import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { eventsResource } from '../events-resource.tsx';

/** /admin/events: the event codes resource, rendered by the admin kit. */
export function EventsPage() {
  return <AdminResourcePage resource={eventsResource} />;
}
