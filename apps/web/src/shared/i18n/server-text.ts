import { fieldKeyOf, matchServerMessage } from '@owner-portal/contract/server-messages';
import { i18n } from './i18n.ts';

/** Whether the interface language itself (not its English fallback) has this forms key. */
const hasOwn = (key: string) => i18n.getResource(i18n.language, 'forms', key) !== undefined;

/**
 * A server text (a 422's message or field error, a refusal's message) in the reader's language: the
 * contract's catalogue gives its key, `forms:server.<key>` its translation. A text naming a field uses
 * the field's name in this language (`forms:fields.<field>`, or the whole sentence
 * `forms:required.<field>`), and, for a field without one, `forms:serverUnnamed.<key>`: the same
 * sentence without the name (it is shown under the field, or beside the form, anyway). The server's
 * own English text when the language is English or when the text is not in the catalogue.
 */
export function translateServerText(text: string): string {
  if (i18n.language === 'en') return text;
  const found = matchServerMessage(text);
  if (!found) return text;
  const { key, params } = found;
  if (params.field === undefined) return i18n.t(`forms:server.${key}`, params);
  const field = fieldKeyOf(params.field);
  // "El nombre es obligatorio.": whole sentences per field, as the web's own checks say it.
  if (key === 'required' && hasOwn(`required.${field}`)) return i18n.t(`forms:required.${field}`);
  if (key === 'required' || !hasOwn(`fields.${field}`)) return i18n.t(`forms:serverUnnamed.${key}`, params);
  return i18n.t(`forms:server.${key}`, { ...params, field: i18n.t(`forms:fields.${field}`) });
}

/** A failure's text for a notification: a server reply's message (or a text taken from one) translated. */
export function failureText(error: unknown): string {
  return translateServerText(error instanceof Error ? error.message : String(error));
}
