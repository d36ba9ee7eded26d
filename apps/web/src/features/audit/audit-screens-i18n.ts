import en from '../../locales/en/audit-screens.json';
import es from '../../locales/es/audit-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('audit-screens', { en, es });
