import en from '../../locales/en/referrals-screens.json';
import es from '../../locales/es/referrals-screens.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

/** The names of this feature's screens: page titles and navigation labels. */
registerNamespace('referrals-screens', { en, es });
