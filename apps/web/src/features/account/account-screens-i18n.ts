import en from '../../locales/en/account-screens.json';
import es from '../../locales/es/account-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('account-screens', { en, es });
