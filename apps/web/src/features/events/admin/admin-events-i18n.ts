import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-events', {
  en: () => import('../../../locales/en/admin-events.json'),
  es: () => import('../../../locales/es/admin-events.json'),
});
