import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';
import categoriesEn from '../../../locales/en/admin-categories.json';
import categoriesEs from '../../../locales/es/admin-categories.json';
import machineTypesEn from '../../../locales/en/admin-machine-types.json';
import machineTypesEs from '../../../locales/es/admin-machine-types.json';
import seriesEn from '../../../locales/en/admin-series.json';
import seriesEs from '../../../locales/es/admin-series.json';
import templatesEn from '../../../locales/en/admin-templates.json';
import templatesEs from '../../../locales/es/admin-templates.json';

registerNamespace('admin-series', { en: seriesEn, es: seriesEs });
registerNamespace('admin-categories', { en: categoriesEn, es: categoriesEs });
registerNamespace('admin-machine-types', { en: machineTypesEn, es: machineTypesEs });
registerNamespace('admin-templates', { en: templatesEn, es: templatesEs });
