import en from '../../locales/en/events-screens.json';
import es from '../../locales/es/events-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('events-screens', { en, es });
