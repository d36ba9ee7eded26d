import en from '../../locales/en/schedule.json';
import es from '../../locales/es/schedule.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('schedule', { en, es });
