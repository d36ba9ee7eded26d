import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-payout-tags', {
  en: () => import('../../../locales/en/admin-payout-tags.json'),
  es: () => import('../../../locales/es/admin-payout-tags.json'),
});
