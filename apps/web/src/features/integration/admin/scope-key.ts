import type { ApiKeyScope } from '@owner-portal/contract/integration/api-keys';

/** A scope's text key: `orders:write` → `scopes.orders_write` (a colon would read as i18next's namespace). */
export const scopeKey = (scope: ApiKeyScope) => `scopes.${scope.replace(':', '_')}`;
