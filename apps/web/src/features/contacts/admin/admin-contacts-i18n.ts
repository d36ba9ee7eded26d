import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-contacts', {
  en: () => import('../../../locales/en/admin-contacts.json'),
  es: () => import('../../../locales/es/admin-contacts.json'),
});
