import type * as ServerMessages from '@owner-portal/contract/server-messages';
import { ApiError } from '../api/api-client.ts';
import { i18n } from './i18n.ts';

type Catalogue = typeof ServerMessages;

/** The server texts of each language but English (the server's own), as chunks of their own. */
const TEXTS = import.meta.glob<Record<string, unknown>>('../../locales/*/server.json', { import: 'default' });

let catalogue: Catalogue | null = null;
const loading = new Map<string, Promise<void>>();

/**
 * Loads what translates server texts into a language: the contract's catalogue and the language's
 * `server` namespace, after the first screen (an English reader never needs them). A text met
 * before they arrive is shown as the server wrote it.
 */
export function loadServerTexts(language: string = i18n.language): Promise<void> {
  const load = TEXTS[`../../locales/${language}/server.json`];
  if (language === 'en' || !load) return Promise.resolve();
  let done = loading.get(language);
  if (!done) {
    done = Promise.all([import('@owner-portal/contract/server-messages'), load()]).then(([module, texts]) => {
      catalogue = module;
      if (!i18n.hasResourceBundle(language, 'server')) i18n.addResourceBundle(language, 'server', texts, true, true);
    });
    loading.set(language, done);
  }
  return done;
}

void loadServerTexts();
i18n.on('languageChanged', (language) => void loadServerTexts(language));

/** Whether the interface language itself (not its English fallback) has this key. */
const hasOwn = (ns: string, key: string) => i18n.getResource(i18n.language, ns, key) !== undefined;

/**
 * A server text (a 422's message or field error, a refusal's message) in the reader's language: the
 * contract's catalogue gives its key, `server:<key>` its translation. A text naming a field uses the
 * field's name in this language (`forms:fields.<field>`, or the whole sentence
 * `forms:required.<field>`), and, for a field without one, `server:unnamed.<key>`: the same sentence
 * without the name (it is shown under the field, or beside the form, anyway). The server's own
 * English text when the language is English or when the text is not in the catalogue.
 */
export function translateServerText(text: string): string {
  if (i18n.language === 'en' || !catalogue || !hasOwn('server', 'invalid')) return text;
  const found = catalogue.matchServerMessage(text);
  if (!found) return text;
  const { key, params } = found;
  if (params.field === undefined) return i18n.t(`server:${key}`, params);
  const field = catalogue.fieldKeyOf(params.field);
  // "El nombre es obligatorio.": whole sentences per field, as the web's own checks say it.
  if (key === 'required' && hasOwn('forms', `required.${field}`)) return i18n.t(`forms:required.${field}`);
  if (key === 'required' || !hasOwn('forms', `fields.${field}`)) return i18n.t(`server:unnamed.${key}`, params);
  return i18n.t(`server:${key}`, { ...params, field: i18n.t(`forms:fields.${field}`) });
}

/**
 * A failure's text for a notification or an alert: a server reply's message (or a text taken from
 * one) translated. A reply without a message of ours (a proxy's HTML page, an empty 502) is never
 * shown as it came: "The service is unavailable" for a 5xx, the generic text for anything else.
 */
export function failureText(error: unknown): string {
  if (error instanceof ApiError && !error.serverMessage) {
    return i18n.t(error.status >= 500 ? 'common:errors.unavailable' : 'common:errors.generic');
  }
  return translateServerText(error instanceof Error ? error.message : String(error));
}
