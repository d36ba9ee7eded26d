import en from '../../../locales/en/admin-sales-reps.json';
import es from '../../../locales/es/admin-sales-reps.json';
import { registerNamespace } from '../../../shared/i18n/register-namespace.ts';

registerNamespace('admin-sales-reps', { en, es });
