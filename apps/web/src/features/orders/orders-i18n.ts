import en from '../../locales/en/orders.json';
import es from '../../locales/es/orders.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('orders', { en, es });
