import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('training', {
  en: () => import('../../locales/en/training.json'),
  es: () => import('../../locales/es/training.json'),
});
