import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-webhooks', {
  en: () => import('../../../locales/en/admin-webhooks.json'),
  es: () => import('../../../locales/es/admin-webhooks.json'),
});
