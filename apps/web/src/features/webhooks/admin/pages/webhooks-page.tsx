import { AdminResourceDetail } from '../../../../shared/admin/admin-resource-detail.tsx';
import { AdminResourcePage } from '../../../../shared/admin/admin-resource-page.tsx';
import { DisabledNotice } from '../components/disabled-notice.tsx';
import { NewSecretDialog } from '../components/new-secret-dialog.tsx';
import { webhooksResource } from '../webhooks-resource.tsx';

/** /admin/webhooks: endpoints disabled for failures first, then the list, and a new endpoint's secret once. */
export function WebhooksPage() {
  return (
    <>
      <DisabledNotice />
      <AdminResourcePage resource={webhooksResource} />
      <NewSecretDialog />
    </>
  );
}

/** /admin/webhooks/view/{id}: one endpoint's deliveries, with the link back to the list. */
export function WebhookViewRoute() {
  return <AdminResourceDetail resource={webhooksResource} kind="view" />;
}
