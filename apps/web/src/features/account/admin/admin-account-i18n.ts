import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-account', {
  en: () => import('../../../locales/en/admin-account.json'),
  es: () => import('../../../locales/es/admin-account.json'),
});
