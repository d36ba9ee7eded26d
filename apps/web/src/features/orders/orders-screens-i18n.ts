import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('orders-screens', {
  en: () => import('../../locales/en/orders-screens.json'),
  es: () => import('../../locales/es/orders-screens.json'),
});
