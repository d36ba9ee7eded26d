import en from '../../locales/en/products.json';
import es from '../../locales/es/products.json';
import { registerNamespace } from '../../shared/i18n/register-namespace.ts';

registerNamespace('products', { en, es });
