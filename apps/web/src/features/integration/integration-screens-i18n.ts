import en from '../../locales/en/integration-screens.json';
import es from '../../locales/es/integration-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('integration-screens', { en, es });
