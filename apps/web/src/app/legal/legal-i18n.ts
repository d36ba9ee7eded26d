import en from '../../locales/en/legal.json';
import es from '../../locales/es/legal.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('legal', { en, es });
