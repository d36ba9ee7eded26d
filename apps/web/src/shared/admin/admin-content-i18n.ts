import { registerNamespace } from '../i18n/register-namespace.ts';

registerNamespace('admin-content', {
  en: () => import('../../locales/en/admin-content.json'),
  es: () => import('../../locales/es/admin-content.json'),
});
