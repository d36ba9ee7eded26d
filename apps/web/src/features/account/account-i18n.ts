import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('account', {
  en: () => import('../../locales/en/account.json'),
  es: () => import('../../locales/es/account.json'),
});
