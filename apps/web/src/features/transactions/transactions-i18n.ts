import en from '../../locales/en/transactions.json';
import es from '../../locales/es/transactions.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('transactions', { en, es });
