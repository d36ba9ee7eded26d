import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-orders', {
  en: () => import('../../../locales/en/admin-orders.json'),
  es: () => import('../../../locales/es/admin-orders.json'),
});
