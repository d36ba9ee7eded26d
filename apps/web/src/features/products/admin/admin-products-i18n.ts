import en from '../../../locales/en/admin-products.json';
import es from '../../../locales/es/admin-products.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-products', { en, es });
