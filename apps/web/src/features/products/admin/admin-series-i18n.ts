import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-series', {
  en: () => import('../../../locales/en/admin-series.json'),
  es: () => import('../../../locales/es/admin-series.json'),
});
registerNamespace('admin-categories', {
  en: () => import('../../../locales/en/admin-categories.json'),
  es: () => import('../../../locales/es/admin-categories.json'),
});
registerNamespace('admin-machine-types', {
  en: () => import('../../../locales/en/admin-machine-types.json'),
  es: () => import('../../../locales/es/admin-machine-types.json'),
});
registerNamespace('admin-templates', {
  en: () => import('../../../locales/en/admin-templates.json'),
  es: () => import('../../../locales/es/admin-templates.json'),
});
