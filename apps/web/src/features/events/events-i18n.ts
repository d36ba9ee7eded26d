import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('events', {
  en: () => import('../../locales/en/events.json'),
  es: () => import('../../locales/es/events.json'),
});
