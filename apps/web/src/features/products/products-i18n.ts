import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('products', {
  en: () => import('../../locales/en/products.json'),
  es: () => import('../../locales/es/products.json'),
});
