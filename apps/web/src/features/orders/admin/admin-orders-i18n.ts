import en from '../../../locales/en/admin-orders.json';
import es from '../../../locales/es/admin-orders.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-orders', { en, es });
