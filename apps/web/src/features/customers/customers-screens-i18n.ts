import en from '../../locales/en/customers-screens.json';
import es from '../../locales/es/customers-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('customers-screens', { en, es });
