import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('webhooks-screens', {
  en: () => import('../../locales/en/webhooks-screens.json'),
  es: () => import('../../locales/es/webhooks-screens.json'),
});
