import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-sales-reps', {
  en: () => import('../../../locales/en/admin-sales-reps.json'),
  es: () => import('../../../locales/es/admin-sales-reps.json'),
});
