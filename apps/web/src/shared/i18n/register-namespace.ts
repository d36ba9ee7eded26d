import { i18n } from './i18n.ts';

type Bundle = Record<string, unknown>;

/**
 * Adds a feature's translations when its chunk loads, so the sign-in bundle carries only the
 * namespaces it uses. Import the feature's *-i18n.ts module from every file that translates with it.
 */
export function registerNamespace(ns: string, bundles: { en: Bundle; es: Bundle }): void {
  for (const [lang, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle, true, true);
  }
}
