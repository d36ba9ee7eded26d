import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CUSTOMER_ROLE, EUROPE_SUBSIDIARY_ID, STAFF_ROLES, US_SUBSIDIARY_ID } from '@owner-portal/contract/roles';
import { decideRedirect } from '../../shared/routing/guard.ts';
import { cssVariablesResolver, theme } from '../theme.ts';
import { ErrorScreen } from '../../shared/ui/error-screen.tsx';
import { RELOAD_AGAIN_AFTER_MS, RELOADED_AT_KEY } from '../reload-on-stale-script.ts';
import { FirstPaintFrame } from './first-paint-frame.tsx';

/**
 * Who can read a signed-in screen, as index.html's script tells it from the stored token: a staff
 * role, or a customer of the US or of Europe (some screens are not Europe's).
 */
export const READERS = [...STAFF_ROLES, CUSTOMER_ROLE, `${CUSTOMER_ROLE}-eu`] as const;

/** A screen of the route table: its path pattern and, where its title is a text of its own, that text's key. */
export interface FirstPaintRoute {
  path: string;
  heading?: string;
}

export interface FirstPaint {
  /** The theme's and the layout's style elements, the same in every language. */
  styles: string;
  /** The layout's markup in each language. */
  frames: Record<string, string>;
  /** In each language, the page shown when the app's files cannot load (index.html's `__appFailed`). */
  failed: Record<string, string>;
  /** The app's own rule for reloading after a file failed to load, which the page follows too. */
  reload: { key: string; afterMs: number };
  /** Each signed-in screen: the readers it opens for (indexes in `readers`), and its title in each language. */
  routes: Record<string, { readers: number[]; heading?: Record<string, string> }>;
  readers: readonly string[];
  europe: number;
}

const sessionOf = (reader: string) => {
  const customer = reader.startsWith(CUSTOMER_ROLE);
  const subsidiary = reader.endsWith('-eu') ? EUROPE_SUBSIDIARY_ID : US_SUBSIDIARY_ID;
  return {
    user: { role: customer ? CUSTOMER_ROLE : reader, subsidiary_id: customer ? subsidiary : null },
    impersonatedUser: null,
  };
};

/** Every namespace's texts in one language, read from the files. */
function textsOf(localesDir: string, language: string): Record<string, Record<string, unknown>> {
  const dir = join(localesDir, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, file), 'utf8'))]),
  );
}

/**
 * What index.html carries to draw a signed-in screen before its scripts arrive (build/first-paint.ts):
 * the layout rendered by the app's own components in each language, and each screen's readers and title.
 */
export function firstPaint(routes: readonly FirstPaintRoute[], localesDir: string): FirstPaint {
  const languages = readdirSync(localesDir);
  const i18nFor = (language: string) => {
    const i18n = createInstance();
    void i18n.init({
      lng: language,
      resources: { [language]: textsOf(localesDir, language) },
      defaultNS: 'common',
      fallbackLng: false,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    return i18n;
  };
  const i18ns = Object.fromEntries(languages.map((language) => [language, i18nFor(language)]));
  const render = (language: string, screen: ReactElement) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18ns[language]!}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
          {screen}
        </MantineProvider>
      </I18nextProvider>,
    );
  const rendered = languages.map((language) => render(language, <FirstPaintFrame />));
  const failures = languages.map((language) =>
    render(language, <ErrorScreen text={i18ns[language]!.t('errors.appNotLoaded')} />),
  );
  // The provider's and the layout's style elements lead the markup: kept once, not once per language.
  const stylesOf = (markup: string) => /^(?:<style[^>]*>[^<]*<\/style>)*/.exec(markup)![0];
  const styles = stylesOf(rendered[0]!);
  if (rendered.some((markup) => stylesOf(markup) !== styles)) throw new Error('first paint: styles differ by language');
  // The error page's are the provider's alone, which the layout's begin with.
  if (failures.some((markup) => !styles.startsWith(stylesOf(markup))))
    throw new Error("first paint: the error page's styles are not the layout's");
  // React's generated ids would repeat the live layout's.
  const withoutStyles = (markup: string) => markup.slice(stylesOf(markup).length).replace(/ id="mantine-[^"]*"/g, '');
  const frames = Object.fromEntries(languages.map((language, i) => [language, withoutStyles(rendered[i]!)]));
  const failed = Object.fromEntries(languages.map((language, i) => [language, withoutStyles(failures[i]!)]));
  const entries = routes.map((route) => {
    const path = route.path.replace(/:\w+/g, '1');
    const readers = READERS.flatMap((reader, index) =>
      decideRedirect({ path, session: sessionOf(reader) }) === null ? [index] : [],
    );
    const heading = route.heading
      ? Object.fromEntries(
          languages.map((language) => {
            const text = i18ns[language]!.t(route.heading!);
            if (text === route.heading) throw new Error(`first paint: no ${language} text for ${route.heading}`);
            return [language, text];
          }),
        )
      : undefined;
    return [route.path, heading ? { readers, heading } : { readers }] as const;
  });
  return {
    styles,
    frames,
    failed,
    reload: { key: RELOADED_AT_KEY, afterMs: RELOAD_AGAIN_AFTER_MS },
    routes: Object.fromEntries(entries),
    readers: READERS,
    europe: EUROPE_SUBSIDIARY_ID,
  };
}
