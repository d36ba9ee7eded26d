import { registerNamespace } from './register-namespace.ts';

/**
 * The namespaces the first screen needs, in the reader's language only (main.tsx waits for them; the
 * page preloads them beside the scripts). The others (shell, table, legal) are registered by their
 * features' chunks; see register-namespace.ts. A test checks both languages have every key.
 */
registerNamespace('common', {
  en: () => import('../../locales/en/common.json'),
  es: () => import('../../locales/es/common.json'),
});
registerNamespace('auth', {
  en: () => import('../../locales/en/auth.json'),
  es: () => import('../../locales/es/auth.json'),
});
registerNamespace('forms', {
  en: () => import('../../locales/en/forms.json'),
  es: () => import('../../locales/es/forms.json'),
});
