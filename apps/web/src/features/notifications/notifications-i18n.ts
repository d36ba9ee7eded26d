import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('notifications', {
  en: () => import('../../locales/en/notifications.json'),
  es: () => import('../../locales/es/notifications.json'),
});
