import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-customer-import', {
  en: () => import('../../../locales/en/admin-customer-import.json'),
  es: () => import('../../../locales/es/admin-customer-import.json'),
});
