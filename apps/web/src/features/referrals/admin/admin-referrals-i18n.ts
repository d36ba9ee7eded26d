import en from '../../../locales/en/admin-referrals.json';
import es from '../../../locales/es/admin-referrals.json';
import historyEn from '../../../locales/en/admin-referral-history.json';
import historyEs from '../../../locales/es/admin-referral-history.json';
import pendingEn from '../../../locales/en/admin-pending-payouts.json';
import pendingEs from '../../../locales/es/admin-pending-payouts.json';
import generalEn from '../../../locales/en/admin-general-pending-payouts.json';
import generalEs from '../../../locales/es/admin-general-pending-payouts.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

// The texts the screens share, then one namespace per screen (its title, empty text and actions).
registerNamespace('admin-referrals', { en, es });
registerNamespace('admin-referral-history', { en: historyEn, es: historyEs });
registerNamespace('admin-pending-payouts', { en: pendingEn, es: pendingEs });
registerNamespace('admin-general-pending-payouts', { en: generalEn, es: generalEs });
