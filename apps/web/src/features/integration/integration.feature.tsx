import { lazyNamed } from '../../shared/routing/lazy-named.ts';
import type { AdminScreen } from '../../shared/routing/screens.ts';
import './integration-screens-i18n.ts';

const ApiKeysPage = lazyNamed(() => import('./admin/pages/api-keys-page.tsx'), 'ApiKeysPage');

/** The business systems' side of the back office: their API keys (admin only; decision 114). */
export const integrationAdminScreens: AdminScreen[] = [
  { area: 'apiKeys', label: 'integration-screens:apiKeys', routes: [{ path: '', element: <ApiKeysPage /> }] },
];
