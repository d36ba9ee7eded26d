import en from '../../../locales/en/admin-notifications.json';
import es from '../../../locales/es/admin-notifications.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-notifications', { en, es });
