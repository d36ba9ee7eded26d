import en from '../../../locales/en/admin-customer-import.json';
import es from '../../../locales/es/admin-customer-import.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-customer-import', { en, es });
