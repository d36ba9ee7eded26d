import en from '../../../locales/en/admin-schedule.json';
import es from '../../../locales/es/admin-schedule.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-schedule', { en, es });
