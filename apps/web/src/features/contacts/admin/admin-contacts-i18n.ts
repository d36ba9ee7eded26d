import en from '../../../locales/en/admin-contacts.json';
import es from '../../../locales/es/admin-contacts.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-contacts', { en, es });
