import en from '../../locales/en/notifications-screens.json';
import es from '../../locales/es/notifications-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('notifications-screens', { en, es });
