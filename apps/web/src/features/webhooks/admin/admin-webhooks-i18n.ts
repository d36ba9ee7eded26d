import en from '../../../locales/en/admin-webhooks.json';
import es from '../../../locales/es/admin-webhooks.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-webhooks', { en, es });
