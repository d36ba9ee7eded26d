import en from '../../../locales/en/admin-customers.json';
import es from '../../../locales/es/admin-customers.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-customers', { en, es });
