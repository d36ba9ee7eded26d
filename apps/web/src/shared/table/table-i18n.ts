import en from '../../locales/en/table.json';
import es from '../../locales/es/table.json';
import { registerNamespace } from '../i18n/register-namespace.ts';

registerNamespace('table', { en, es });
