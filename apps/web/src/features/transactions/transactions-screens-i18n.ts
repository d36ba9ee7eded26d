import en from '../../locales/en/transactions-screens.json';
import es from '../../locales/es/transactions-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('transactions-screens', { en, es });
