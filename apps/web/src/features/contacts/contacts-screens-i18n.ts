import en from '../../locales/en/contacts-screens.json';
import es from '../../locales/es/contacts-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('contacts-screens', { en, es });
