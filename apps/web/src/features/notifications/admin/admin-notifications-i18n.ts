import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-notifications', {
  en: () => import('../../../locales/en/admin-notifications.json'),
  es: () => import('../../../locales/es/admin-notifications.json'),
});
