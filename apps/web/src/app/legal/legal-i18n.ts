import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('legal', {
  en: () => import('../../locales/en/legal.json'),
  es: () => import('../../locales/es/legal.json'),
});
