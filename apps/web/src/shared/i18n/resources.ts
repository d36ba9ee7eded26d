import enAuth from '../../locales/en/auth.json';
import enCommon from '../../locales/en/common.json';
import enForms from '../../locales/en/forms.json';
import esAuth from '../../locales/es/auth.json';
import esCommon from '../../locales/es/common.json';
import esForms from '../../locales/es/forms.json';

/**
 * The namespaces the first screen needs. The others (shell, table, legal) are registered by their
 * features' chunks; see register-namespace.ts. A test checks both languages have every key.
 */
export const resources = {
  en: { common: enCommon, auth: enAuth, forms: enForms },
  es: { common: esCommon, auth: esAuth, forms: esForms },
} as const;
