import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('giftcards-screens', {
  en: () => import('../../locales/en/giftcards-screens.json'),
  es: () => import('../../locales/es/giftcards-screens.json'),
});
