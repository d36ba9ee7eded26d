import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('contacts-screens', {
  en: () => import('../../locales/en/contacts-screens.json'),
  es: () => import('../../locales/es/contacts-screens.json'),
});
