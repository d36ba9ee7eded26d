import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

// The texts the screens share, then one namespace per screen (its title, empty text and actions).
registerNamespace('admin-referrals', {
  en: () => import('../../../locales/en/admin-referrals.json'),
  es: () => import('../../../locales/es/admin-referrals.json'),
});
registerNamespace('admin-referral-history', {
  en: () => import('../../../locales/en/admin-referral-history.json'),
  es: () => import('../../../locales/es/admin-referral-history.json'),
});
registerNamespace('admin-pending-payouts', {
  en: () => import('../../../locales/en/admin-pending-payouts.json'),
  es: () => import('../../../locales/es/admin-pending-payouts.json'),
});
registerNamespace('admin-general-pending-payouts', {
  en: () => import('../../../locales/en/admin-general-pending-payouts.json'),
  es: () => import('../../../locales/es/admin-general-pending-payouts.json'),
});
