import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('referrals', {
  en: () => import('../../locales/en/referrals.json'),
  es: () => import('../../locales/es/referrals.json'),
});
