import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('customers-screens', {
  en: () => import('../../locales/en/customers-screens.json'),
  es: () => import('../../locales/es/customers-screens.json'),
});
