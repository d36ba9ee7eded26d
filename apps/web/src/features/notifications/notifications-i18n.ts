import en from '../../locales/en/notifications.json';
import es from '../../locales/es/notifications.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('notifications', { en, es });
