import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('sales-reps-screens', {
  en: () => import('../../locales/en/sales-reps-screens.json'),
  es: () => import('../../locales/es/sales-reps-screens.json'),
});
