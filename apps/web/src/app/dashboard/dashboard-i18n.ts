import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('dashboard', {
  en: () => import('../../locales/en/dashboard.json'),
  es: () => import('../../locales/es/dashboard.json'),
});
