import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-audit', {
  en: () => import('../../../locales/en/admin-audit.json'),
  es: () => import('../../../locales/es/admin-audit.json'),
});
