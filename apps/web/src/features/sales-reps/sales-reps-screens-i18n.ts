import en from '../../locales/en/sales-reps-screens.json';
import es from '../../locales/es/sales-reps-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('sales-reps-screens', { en, es });
