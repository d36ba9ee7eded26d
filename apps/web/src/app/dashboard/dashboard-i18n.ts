import en from '../../locales/en/dashboard.json';
import es from '../../locales/es/dashboard.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('dashboard', { en, es });
