import en from '../../locales/en/webhooks-screens.json';
import es from '../../locales/es/webhooks-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('webhooks-screens', { en, es });
