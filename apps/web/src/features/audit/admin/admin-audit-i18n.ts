import en from '../../../locales/en/admin-audit.json';
import es from '../../../locales/es/admin-audit.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-audit', { en, es });
