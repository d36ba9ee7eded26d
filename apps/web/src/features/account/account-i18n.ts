import en from '../../locales/en/account.json';
import es from '../../locales/es/account.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('account', { en, es });
