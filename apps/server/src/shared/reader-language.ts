import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type { LanguageCode } from '@owner-portal/contract/constants';
import type { AuthContext } from '../plugins/access.ts';

/** The language a reader gets content in: the one asked for, else the one stored on the caller, else en. */
export function languageOf(auth: AuthContext, asked: LanguageCode | undefined): LanguageCode {
  if (asked) return asked;
  const stored = auth.claims.user.lang_code;
  return (LANGUAGE_CODES as readonly string[]).includes(stored) ? (stored as LanguageCode) : DEFAULT_LANGUAGE;
}
