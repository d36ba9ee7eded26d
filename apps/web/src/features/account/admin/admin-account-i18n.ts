import en from '../../../locales/en/admin-account.json';
import es from '../../../locales/es/admin-account.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-account', { en, es });
