import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('account-screens', {
  en: () => import('../../locales/en/account-screens.json'),
  es: () => import('../../locales/es/account-screens.json'),
});
