import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-accessories', {
  en: () => import('../../../locales/en/admin-accessories.json'),
  es: () => import('../../../locales/es/admin-accessories.json'),
});
