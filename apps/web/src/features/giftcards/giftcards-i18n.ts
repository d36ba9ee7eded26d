import en from '../../locales/en/giftcards.json';
import es from '../../locales/es/giftcards.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('giftcards', { en, es });
