import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('search', {
  en: () => import('../../locales/en/search.json'),
  es: () => import('../../locales/es/search.json'),
});
