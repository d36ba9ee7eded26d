import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('products-screens', {
  en: () => import('../../locales/en/products-screens.json'),
  es: () => import('../../locales/es/products-screens.json'),
});
