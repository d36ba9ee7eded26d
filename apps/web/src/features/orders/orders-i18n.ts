import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('orders', {
  en: () => import('../../locales/en/orders.json'),
  es: () => import('../../locales/es/orders.json'),
});
