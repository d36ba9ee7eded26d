import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('languages', {
  en: () => import('../../locales/en/languages.json'),
  es: () => import('../../locales/es/languages.json'),
});
