import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('notifications-screens', {
  en: () => import('../../locales/en/notifications-screens.json'),
  es: () => import('../../locales/es/notifications-screens.json'),
});
