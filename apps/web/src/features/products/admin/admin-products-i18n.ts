import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-products', {
  en: () => import('../../../locales/en/admin-products.json'),
  es: () => import('../../../locales/es/admin-products.json'),
});
