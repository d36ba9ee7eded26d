import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('schedule-screens', {
  en: () => import('../../locales/en/schedule-screens.json'),
  es: () => import('../../locales/es/schedule-screens.json'),
});
