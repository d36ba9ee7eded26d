import en from '../../locales/en/orders-screens.json';
import es from '../../locales/es/orders-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('orders-screens', { en, es });
