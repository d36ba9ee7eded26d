import en from '../../locales/en/giftcards-screens.json';
import es from '../../locales/es/giftcards-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('giftcards-screens', { en, es });
