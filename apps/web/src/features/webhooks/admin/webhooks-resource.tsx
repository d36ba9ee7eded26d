import { Text } from '@mantine/core';
import type { WebhookEndpoint } from '@owner-portal/contract/webhooks/webhooks';
import { defineResource } from '../../../shared/admin/define-resource.ts';
import { lazyForm } from '../../../shared/admin/define-form.ts';
import { formatInviteDate } from '../../../shared/format/dates.ts';
import { webhooksApi } from './api/webhooks-api.ts';
import { EndpointState } from './components/endpoint-state.tsx';
import { WebhookDeliveriesPage } from './pages/webhook-deliveries-page.tsx';
import './admin-webhooks-i18n.ts';

/** /admin/webhooks (admin only): the endpoints other systems are told through, their events, and their deliveries. */
export const webhooksResource = defineResource({
  namespace: 'admin-webhooks',
  area: 'webhooks',
  api: webhooksApi,
  name: (endpoint: WebhookEndpoint) => endpoint.url,
  columns: [
    {
      key: 'url',
      sortable: true,
      render: (endpoint) => (
        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
          {endpoint.url}
        </Text>
      ),
    },
    {
      key: 'events',
      render: (endpoint) => (
        <Text size="xs" ff="monospace">
          {endpoint.events.join(', ')}
        </Text>
      ),
    },
    { key: 'state', render: (endpoint, t) => <EndpointState endpoint={endpoint} t={t} /> },
    {
      key: 'created_at',
      sortable: true,
      render: (endpoint) => <span style={{ whiteSpace: 'nowrap' }}>{formatInviteDate(endpoint.created_at)}</span>,
    },
  ],
  form: lazyForm(() => import('./webhook-form.ts').then((m) => m.webhookForm)),
  modalSize: 'lg',
  viewPage: WebhookDeliveriesPage,
});
