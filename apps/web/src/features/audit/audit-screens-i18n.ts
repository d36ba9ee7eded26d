import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('audit-screens', {
  en: () => import('../../locales/en/audit-screens.json'),
  es: () => import('../../locales/es/audit-screens.json'),
});
