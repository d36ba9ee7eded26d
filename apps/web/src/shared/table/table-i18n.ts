import { registerNamespace } from '../i18n/register-namespace.ts';

registerNamespace('table', {
  en: () => import('../../locales/en/table.json'),
  es: () => import('../../locales/es/table.json'),
});
