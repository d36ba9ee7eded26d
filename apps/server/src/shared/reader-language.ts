import type { FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@owner-portal/contract/constants';
import type { LanguageCode } from '@owner-portal/contract/constants';
import type { AuthContext } from '../plugins/access.ts';

const isLanguage = (code: string | null | undefined): code is LanguageCode =>
  (LANGUAGE_CODES as readonly (string | null | undefined)[]).includes(code);

/** The language a reader gets content in: the one asked for, else the one stored on the caller, else en. */
export function languageOf(auth: AuthContext, asked: LanguageCode | undefined): LanguageCode {
  if (asked) return asked;
  const stored = auth.claims.user.lang_code;
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The first language of an Accept-Language header the portal writes, by the header's weights ("es-MX,es;q=0.9,en;q=0.8" → es). */
export function acceptedLanguage(header: string | undefined): LanguageCode | null {
  const ranked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...options] = part.trim().split(';');
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { code: tag.trim().toLowerCase().split('-')[0], weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.code).find(isLanguage) ?? null;
}

/**
 * The language of what a request produces for a person (a file, a text): the one asked for, else
 * the signed-in reader's own (their token's), else their browser's (Accept-Language), else en.
 */
export function readerLanguage(request: FastifyRequest, asked?: LanguageCode): LanguageCode {
  if (asked) return asked;
  const stored = request.auth?.claims.user.lang_code;
  if (isLanguage(stored)) return stored;
  return acceptedLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
