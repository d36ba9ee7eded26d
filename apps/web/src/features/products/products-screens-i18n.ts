import en from '../../locales/en/products-screens.json';
import es from '../../locales/es/products-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('products-screens', { en, es });
