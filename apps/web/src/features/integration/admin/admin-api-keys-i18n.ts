import en from '../../../locales/en/admin-api-keys.json';
import es from '../../../locales/es/admin-api-keys.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-api-keys', { en, es });
