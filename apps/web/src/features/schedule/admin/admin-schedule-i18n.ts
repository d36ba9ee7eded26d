import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-schedule', {
  en: () => import('../../../locales/en/admin-schedule.json'),
  es: () => import('../../../locales/es/admin-schedule.json'),
});
