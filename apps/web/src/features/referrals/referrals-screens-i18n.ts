import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('referrals-screens', {
  en: () => import('../../locales/en/referrals-screens.json'),
  es: () => import('../../locales/es/referrals-screens.json'),
});
