import type { WebhookEndpoint } from '@owner-portal/contract/webhooks/webhooks';
import { defineForm } from '../../../shared/admin/define-form.ts';
import { EventCheckboxes } from './components/event-checkboxes.tsx';
import './admin-webhooks-i18n.ts';

/** Where deliveries go and which events; on edit, whether the endpoint is enabled. The secret is the server's. */
export const webhookForm = defineForm<WebhookEndpoint>({
  fields: {
    url: { type: 'url', required: true, placeholder: 'urlPlaceholder', description: 'urlHint' },
    events: { type: 'custom', widget: EventCheckboxes, required: true, initial: () => [] },
    enabled: { type: 'switch', when: ({ mode }) => mode === 'edit', description: 'enabledHint' },
  },
});
