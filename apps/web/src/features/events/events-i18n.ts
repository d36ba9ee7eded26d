import en from '../../locales/en/events.json';
import es from '../../locales/es/events.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('events', { en, es });
