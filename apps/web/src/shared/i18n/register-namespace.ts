import { addTextsLoaders, i18n, type TextsLoader } from './i18n.ts';

type Bundle = Record<string, unknown>;

/**
 * Adds a feature's translations when its chunk loads, so the sign-in bundle carries only the
 * namespaces it uses. Import the feature's *-i18n.ts module from every file that translates with it.
 * Each language's texts are a chunk of their own (`{ en: () => import(…), es: () => import(…) }`):
 * only the reader's language is downloaded (decision 125), and the screens wait for it (lazyNamed);
 * texts given as they are (a test's) are added at once.
 */
export function registerNamespace(ns: string, bundles: { en: Bundle | TextsLoader; es: Bundle | TextsLoader }): void {
  const loaders: Record<string, TextsLoader> = {};
  for (const [language, bundle] of Object.entries(bundles)) {
    if (typeof bundle === 'function') loaders[language] = bundle as TextsLoader;
    else if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, bundle, true, true);
  }
  if (Object.keys(loaders).length > 0) addTextsLoaders(ns, loaders);
}
