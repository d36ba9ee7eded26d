import en from '../../locales/en/shell.json';
import es from '../../locales/es/shell.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('shell', { en, es });
