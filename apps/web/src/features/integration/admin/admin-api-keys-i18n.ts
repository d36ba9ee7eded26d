import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-api-keys', {
  en: () => import('../../../locales/en/admin-api-keys.json'),
  es: () => import('../../../locales/es/admin-api-keys.json'),
});
