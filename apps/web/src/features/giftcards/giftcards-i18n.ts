import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('giftcards', {
  en: () => import('../../locales/en/giftcards.json'),
  es: () => import('../../locales/es/giftcards.json'),
});
