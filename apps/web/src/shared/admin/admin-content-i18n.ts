import en from '../../locales/en/admin-content.json';
import es from '../../locales/es/admin-content.json';
import { registerNamespace } from '../i18n/register-namespace.ts';

registerNamespace('admin-content', { en, es });
