import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('transactions-screens', {
  en: () => import('../../locales/en/transactions-screens.json'),
  es: () => import('../../locales/es/transactions-screens.json'),
});
