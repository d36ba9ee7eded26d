import { fieldKeyOf, matchServerMessage } from '@owner-portal/contract/server-messages';
import { i18n } from './i18n.ts';

/** Whether the interface language itself (not its English fallback) has this forms key. */
const hasOwn = (key: string) => i18n.getResource(i18n.language, 'forms', key) !== undefined;

/**
 * A server text (a 422's message or field error) in the reader's language: the contract's catalogue
 * gives its key, `forms:server.<key>` its translation. The server's own English text when the
 * language is English, when the text is not in the catalogue, or when the field it names has no
 * name in this language (never half English, half Spanish).
 */
export function translateServerText(text: string): string {
  if (i18n.language === 'en') return text;
  const found = matchServerMessage(text);
  if (!found) return text;
  const { key, params } = found;
  if (params.field === undefined) return i18n.t(`forms:server.${key}`, params);
  const field = fieldKeyOf(params.field);
  // "El nombre es obligatorio.": whole sentences per field, as the web's own checks say it.
  if (key === 'required') return hasOwn(`required.${field}`) ? i18n.t(`forms:required.${field}`) : text;
  if (!hasOwn(`fields.${field}`)) return text;
  return i18n.t(`forms:server.${key}`, { ...params, field: i18n.t(`forms:fields.${field}`) });
}

/** A failure's text for a notification: a server reply's message (or a text taken from one) translated. */
export function failureText(error: unknown): string {
  return translateServerText(error instanceof Error ? error.message : String(error));
}
