import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-customers', {
  en: () => import('../../../locales/en/admin-customers.json'),
  es: () => import('../../../locales/es/admin-customers.json'),
});
