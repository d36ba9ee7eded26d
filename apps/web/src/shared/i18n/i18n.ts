import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type { LanguageCode } from '@owner-portal/contract/constants';
import { resources } from './resources.ts';

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
  resources,
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGE_CODES],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

// <html lang> follows the interface language from the first paint on, for screen readers and hyphenation.
if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
}

/** Switches the interface language at once and remembers it for the sign-in pages. */
export function applyLanguage(code: string | null | undefined): void {
  const next = isLanguageCode(code) ? code : DEFAULT_LANGUAGE;
  window.localStorage.setItem(VISITOR_LANGUAGE_KEY, next);
  if (i18n.language !== next) void i18n.changeLanguage(next);
}
