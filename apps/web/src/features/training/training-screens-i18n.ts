import en from '../../locales/en/training-screens.json';
import es from '../../locales/es/training-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('training-screens', { en, es });
