import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen } from '../../shared/routing/screens.ts';
import './webhooks-screens-i18n.ts';

const WebhooksPage = lazyNamed(() => import('./admin/pages/webhooks-page.tsx'), 'WebhooksPage');
const WebhookViewRoute = lazyNamed(() => import('./admin/pages/webhooks-page.tsx'), 'WebhookViewRoute');

/** Staff's outgoing webhooks: the endpoints, and one endpoint's deliveries. */
export const webhooksAdminScreens: AdminScreen[] = [
  {
    area: 'webhooks',
    label: 'webhooks-screens:webhooks',
    routes: [
      { path: '', element: <WebhooksPage /> },
      { path: 'view/:id', element: <WebhookViewRoute /> },
    ],
  },
];
