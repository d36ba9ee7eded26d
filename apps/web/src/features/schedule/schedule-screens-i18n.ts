import en from '../../locales/en/schedule-screens.json';
import es from '../../locales/es/schedule-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('schedule-screens', { en, es });
