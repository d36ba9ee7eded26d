import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('shell', {
  en: () => import('../../locales/en/shell.json'),
  es: () => import('../../locales/es/shell.json'),
});
