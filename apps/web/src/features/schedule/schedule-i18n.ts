import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('schedule', {
  en: () => import('../../locales/en/schedule.json'),
  es: () => import('../../locales/es/schedule.json'),
});
