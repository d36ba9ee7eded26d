import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('training-screens', {
  en: () => import('../../locales/en/training-screens.json'),
  es: () => import('../../locales/es/training-screens.json'),
});
