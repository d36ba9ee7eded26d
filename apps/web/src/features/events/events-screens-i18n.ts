import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('events-screens', {
  en: () => import('../../locales/en/events-screens.json'),
  es: () => import('../../locales/es/events-screens.json'),
});
