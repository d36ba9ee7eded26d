import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('integration-screens', {
  en: () => import('../../locales/en/integration-screens.json'),
  es: () => import('../../locales/es/integration-screens.json'),
});
