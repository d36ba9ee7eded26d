import en from '../../locales/en/admin-referrals.json';
import es from '../../locales/es/admin-referrals.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('admin-referrals', { en, es });
