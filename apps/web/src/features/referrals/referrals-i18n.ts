import en from '../../locales/en/referrals.json';
import es from '../../locales/es/referrals.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('referrals', { en, es });
