import en from '../../../locales/en/admin-accessories.json';
import es from '../../../locales/es/admin-accessories.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-accessories', { en, es });
