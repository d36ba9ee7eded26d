import en from '../../locales/en/languages.json';
import es from '../../locales/es/languages.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('languages', { en, es });
