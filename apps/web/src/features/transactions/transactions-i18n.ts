import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('transactions', {
  en: () => import('../../locales/en/transactions.json'),
  es: () => import('../../locales/es/transactions.json'),
});
