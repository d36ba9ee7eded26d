import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type { LanguageCode } from '@owner-portal/contract/constants';

export const NAMESPACES = ['common', 'auth', 'forms'] as const;
export const VISITOR_LANGUAGE_KEY = 'owner-portal.language';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}

function initialLanguage(): LanguageCode {
  const stored = typeof window === 'undefined' ? null : window.localStorage.getItem(VISITOR_LANGUAGE_KEY);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Texts arrive per namespace and language (register-namespace.ts, resources.ts): only the reader's.
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage(),
  // Both languages have every key (locales.test.ts), so no other language is downloaded as a fallback.
  fallbackLng: false,
  supportedLngs: [...LANGUAGE_CODES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // No redraw when a namespace's texts arrive (react-i18next's bindI18nStore): every lazy part waits
  // for its texts before it draws (loadWithTexts), and a redraw of every translated component as each
  // namespace arrived was the first screen's longest task.
});

// <html lang> follows the interface language from the first paint on, for screen readers and hyphenation.
if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

/**
 * Switches the interface language once its texts (of every namespace registered so far) are loaded,
 * and remembers it for the sign-in pages and the page's own preload of the first texts.
 */
export function applyLanguage(code: string | null | undefined): void {
  const next = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
  window.localStorage.setItem(VISITOR_LANGUAGE_KEY, next);
  switchingTo = next === i18n.language ? null : next;
  if (i18n.language === next) return;
  const switchNow = () => {
    if (switchingTo !== next) return;
    switchingTo = null;
    void i18n.changeLanguage(next);
  };
  // A screen that registered its texts meanwhile is waited for too (addTextsLoaders loads them).
  const change = () => {
    if (switchingTo !== next) return;
    if (textsLoaded(next)) switchNow();
    else void loadTexts(next).then(change, switchNow);
  };
  change();
}

/** The language applyLanguage is loading texts for before it switches to it, if any. */
let switchingTo: string | null = null;

type Bundle = Record<string, unknown>;
/** A language's texts of a namespace, as a chunk of their own: `() => import('…/locales/es/orders.json')`. */
export type TextsLoader = () => Promise<{ default: Bundle }>;

const loaders = new Map<string, Record<string, TextsLoader>>();
const loading = new Map<string, Promise<void>>();

/** Where a namespace's texts come from, per language (register-namespace.ts); its reader's start loading at once. */
export function addTextsLoaders(ns: string, byLanguage: Record<string, TextsLoader>): void {
  loaders.set(ns, { ...loaders.get(ns), ...byLanguage });
  void loadBundle(i18n.language, ns).catch(() => {});
  // Registered while the interface is switching language: the new language's texts come too.
  if (switchingTo) void loadBundle(switchingTo, ns).catch(() => {});
}

/** Loads one language's texts of one namespace, once. */
function loadBundle(language: string, ns: string): Promise<void> {
  const load = loaders.get(ns)?.[language];
  if (!load || i18n.hasResourceBundle(language, ns)) return Promise.resolve();
  const key = `${language}|${ns}`;
  let done = loading.get(key);
  if (!done) {
    done = load().then(
      ({ default: bundle }) => {
        if (!i18n.hasResourceBundle(language, ns)) i18n.addResourceBundle(language, ns, bundle, true, true);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, done);
  }
  return done;
}

const textsLoaded = (language: string) =>
  [...loaders].every(([ns, byLanguage]) => !byLanguage[language] || i18n.hasResourceBundle(language, ns));

/**
 * The texts of every namespace registered so far in `language` (the reader's): the app's first render
 * waits for them (main.tsx), and each screen for its own (lazyNamed).
 */
export function loadTexts(language: string = i18n.language): Promise<void> {
  if (textsLoaded(language)) return Promise.resolve();
  return Promise.all([...loaders.keys()].map((ns) => loadBundle(language, ns))).then(() => undefined);
}
