import en from '../../../locales/en/admin-events.json';
import es from '../../../locales/es/admin-events.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-events', { en, es });
