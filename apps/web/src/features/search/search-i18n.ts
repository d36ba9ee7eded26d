import en from '../../locales/en/search.json';
import es from '../../locales/es/search.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('search', { en, es });
