import en from '../../../locales/en/admin-payout-tags.json';
import es from '../../../locales/es/admin-payout-tags.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-payout-tags', { en, es });
