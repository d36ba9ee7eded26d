import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { AREAS, textsChunk } from './chunks.ts';

/** A screen of the route table as build/routes.json lists it (src/app/route-table.test.tsx holds the two equal). */
export interface ListedRoute {
  path: string;
  as: 'owner' | 'admin' | null;
  module: string | null;
  /** Modules the screen loads lazily as soon as it opens (an edit page's form): preloaded with its own. */
  opens?: string[];
  /** The requests the screen makes as it opens: `:param` from the path, `{lang}` the reader's language. */
  data?: string[];
  /** Those it asks for after its first paint: not started early. */
  later?: string[];
  /** How `npm run lighthouse` fills each path parameter: a value, or [an API path, where its demo id is]. */
  params?: Record<string, string | [string, string]>;
  /** The path the screen sends the reader on to. */
  lands?: string;
  /** Why it is not measured. */
  skip?: string;
  /** The i18n key of the screen's title (its h1), drawn by the page's first paint: only where it is a text of its own, not data. */
  heading?: string;
}
/** The languages the app has texts in (src/locales/<lang>/). */
const LANGUAGES = readdirSync(join(import.meta.dirname, '../src/locales'));
export const ROUTES = (
  JSON.parse(readFileSync(join(import.meta.dirname, 'routes.json'), 'utf8')) as { routes: ListedRoute[] }
).routes;

/**
 * Each signed-in screen's own first requests (routes.json's `data`), by its path pattern, for
 * index.html's script to start beside the scripts' download: the screen's data then no longer waits
 * for the scripts to arrive and run.
 */
export function firstScreenData(routes: readonly ListedRoute[]): Record<string, string[]> {
  return Object.fromEntries(routes.filter((r) => r.as !== null && r.data?.length).map((r) => [r.path, r.data!]));
}

/**
 * Where index.html's inline script keeps the map (`{ files, routes: { pattern: [index in files] } }`);
 * `{}` until the build fills it (and in dev).
 */
const MARKER = /\/\*first-screen-preloads\*\/\s*\{\}/;

/**
 * The screens whose first paint fetches the validation library (zod, 23 KB brotli, about 0.15 s of
 * Lighthouse's simulated link): the customer import checks its mapped rows with the contract's
 * schemas on the page itself. A declared form's schema comes with the form (`lazyForm`), when it
 * first opens. Any other screen that reaches the library fails the build, and so does this one if
 * it stops reaching it.
 */
const FIRST_PAINT_WITH_ZOD = new Set(['/admin/customers/import']);

/**
 * Fills index.html's map of signed-in screen (its route's path pattern, every one in the route table)
 * -> the script files it will import once the entry has run (its area's frame, its page, and what
 * those import statically, less what the entry already preloads). The app's styles are one sheet the page links (vite.config.ts). The inline script adds a
 * modulepreload for each when a token is stored, so they download beside the entry instead of after
 * it (the signed-in screens' largest paint waited on that chain). Dynamic imports are left out:
 * nothing is fetched that the screen would not fetch. Beside them, each screen's first requests
 * (`data`), and the sign-in, password and legal pages' own files (`visitors`), preloaded with or
 * without a token.
 */
export function firstScreenPreloads(): Plugin {
  return {
    name: 'owner-portal:first-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const holding = (module: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
        const already = new Set(entry ? [entry.fileName, ...closure(entry.fileName, bundle)] : []);
        const filesOf = (modules: string[]) => {
          const files = new Set<string>();
          for (const module of modules) {
            const chunk = holding(module);
            if (!chunk) throw new Error(`first-screen preloads: no chunk holds ${module}`);
            for (const file of [chunk.fileName, ...closure(chunk.fileName, bundle)])
              if (!already.has(file)) files.add(file);
          }
          // Largest first: a first visit has six connections, and the longest download should hold one
          // from the start.
          const size = (file: string) => (bundle[file] as Rolldown.OutputChunk | undefined)?.code?.length ?? 0;
          return [...files].sort((a, b) => size(b) - size(a)).map((f) => `/${f}`);
        };
        const routes = ROUTES.filter((route) => route.as !== null).map(
          ({ path, as, module, opens = [] }) =>
            [
              path,
              filesOf([as === 'admin' ? AREAS.admin : AREAS.customer, ...(module ? [module] : []), ...opens]),
            ] as const,
        );
        const reachesZod = (list: string[]) =>
          list.some((file) =>
            (bundle[file.slice(1)] as Rolldown.OutputChunk | undefined)?.moduleIds.some((id) =>
              id.includes('/node_modules/zod/'),
            ),
          );
        for (const [path, list] of routes) {
          if (reachesZod(list) === FIRST_PAINT_WITH_ZOD.has(path)) continue;
          throw new Error(
            FIRST_PAINT_WITH_ZOD.has(path)
              ? `first-screen preloads: ${path} no longer fetches the validation library; take it off FIRST_PAINT_WITH_ZOD`
              : `first-screen preloads: ${path} fetches the validation library (zod) for its first paint: import the contract's constants from a zod-free module`,
          );
        }
        // The sign-in, password and legal pages' own files, preloaded for every visitor.
        const visitorRoutes = ROUTES.filter((route) => route.as === null && route.module).map(
          ({ path, module }) => [path, filesOf([module!])] as const,
        );
        // Each file named once, each route by the files' places in that list: the page every visit
        // reads first stays small (60 routes, a dozen files).
        const files = [...new Set([...routes, ...visitorRoutes].flatMap(([, list]) => list))];
        const indexed = (list: readonly (readonly [string, string[]])[]) =>
          Object.fromEntries(list.map(([path, listed]) => [path, listed.map((file) => files.indexOf(file))]));
        // Each language's texts: those the page needs first (every visit, signed in or not), each area's.
        const textsFile = (language: string, area: string | null) => {
          const name = textsChunk(language, area);
          const chunk = chunks.find((c) => c.name === name);
          if (!chunk) throw new Error(`first-screen preloads: no chunk ${name}`);
          return `/${chunk.fileName}`;
        };
        const texts = Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            {
              first: textsFile(language, null),
              customer: textsFile(language, 'customer'),
              admin: textsFile(language, 'admin'),
            },
          ]),
        );
        const map = {
          files,
          routes: indexed(routes),
          visitors: indexed(visitorRoutes),
          texts,
          data: firstScreenData(ROUTES),
        };
        if (!MARKER.test(html))
          throw new Error('first-screen preloads: index.html lost its /*first-screen-preloads*/{} marker');
        return html.replace(MARKER, JSON.stringify(map));
      },
    },
  };
}

/** The files a chunk imports statically, and theirs in turn. */
function closure(fileName: string, bundle: Rolldown.OutputBundle): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (!chunk || chunk.type !== 'chunk') return;
    for (const next of chunk.imports) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(fileName);
  return seen;
}
