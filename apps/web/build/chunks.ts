import type { Plugin, Rolldown } from 'vite';

/**
 * The libraries every page runs: React, the router, i18next. Mantine's core modules and hooks join
 * them only where the entry or the sign-in page uses them (the provider, the theme): named here, every
 * hook and helper any screen used went to the sign-in page (the drag and collapse hooks, the floating
 * arrow, 8 KB gzipped).
 */
const FRAMEWORK = new RegExp(
  [
    '/node_modules/(react|react-dom|scheduler|react-router|i18next|react-i18next|clsx|use-sync-external-store)/',
    '/node_modules/@tabler/icons-react/dist/esm/(?!icons/)',
  ].join('|'),
);
/**
 * React itself, split from the rest of the framework: on a first visit's six connections each file
 * gets an even share of a slow link, and one 125 KB file finished last, after everything else
 * (it held back the dashboard's largest paint past 2.5 s; docs/performance.md).
 */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;
/** Libraries screens draw with: Mantine's components and what they build on, icons, the query library. */
const UI =
  /\/node_modules\/(@mantine\/core|@mantine\/hooks|@floating-ui\/[^/]+|@tanstack\/[^/]+|@tabler\/icons-react|react-number-format|tabbable|react-remove-scroll[^/]*|use-callback-ref|use-sidecar|detect-node-es|get-nonce|tslib|react-style-singleton|aria-hidden)\//;

/**
 * The form inputs among the other library modules (numbers with their formatting library, multiple
 * choice, radio groups, text areas, files): most screens that draw a tooltip or a switch draw none of
 * them on their first paint, so they are a file of their own (`inputs`) beside `widgets`.
 */
const FORM_INPUTS =
  /\/node_modules\/(react-number-format\/|@mantine\/core\/esm\/components\/(NumberInput|MultiSelect|Pill|PillsInput|Radio|Textarea|FileInput|FileButton|Fieldset)\/)/;

/** Libraries only some screens need: app code that uses them stays with those screens. */
const SCREEN_LIBRARIES = /\/node_modules\/(zod|dayjs|@mantine\/dates|@mantine\/carousel|embla-carousel[^/]*)\//;

/** The resumable-upload client and what it builds on: fetched when a video is chosen, as a file named for it. */
const TUS =
  /\/node_modules\/(tus-js-client|url-parse|js-base64|requires-port|querystringify|combine-errors|custom-error-instance|lodash\.throttle|buffer-from|is-stream)\//;

/** A language's texts (src/locales/<lang>/<namespace>.json), loaded per language (decision 125). */
const LOCALE = /\/src\/locales\/([a-z]{2})\/[^/]+\.json$/;
/** The chunk of a language's texts: those of the sign-in page and of both areas, or of one area. */
export const textsChunk = (language: string, area: string | null) =>
  area ? `texts-${language}-${area}` : `texts-${language}`;

/**
 * The visitor's pages with a form: sign-in and the two password pages. Their own code is one small
 * file (`visitor`); apart, the password pages fetched the signed-in screens' `app`, `ui` and `widgets`
 * files (86 KB) for a heading, a field and a button.
 */
const SIGN_IN_ROOTS = [
  'src/features/auth/components/visitor-layout.tsx',
  'src/features/auth/pages/login-page.tsx',
  'src/features/auth/pages/password-request-page.tsx',
  'src/features/auth/pages/password-reset-page.tsx',
];
/** Each signed-in area's frame, and the screens under it. */
export const AREAS = { customer: 'src/app/customer-area.tsx', admin: 'src/app/admin-area.tsx' };
/** The screens a signed-in user lands on, each held to a JavaScript budget: `/`, `/orders` and `/admin`. */
export const FIRST_SCREEN_PAGES = {
  '/': 'src/app/dashboard/dashboard-page.tsx',
  '/orders': 'src/features/orders/pages/orders-page.tsx',
  '/admin': 'src/features/contacts/admin/pages/contacts-page.tsx',
};
const FIRST_SCREENS = Object.values(FIRST_SCREEN_PAGES);
/** A screen whose own code is smaller than this (transformed source, ~2 KB gzipped) rides with its area's frame. */
const SMALL_SCREEN_CHARS = 12_000;
const isAppCode = (id: string) =>
  !id.includes('/node_modules/') && !id.startsWith('\0') && /\.(tsx?|json|html|css)$/.test(id);

type ModuleInfo = {
  importedIds: readonly string[];
  importers: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
  isEntry: boolean;
  code: string | null;
};
type Info = (id: string) => ModuleInfo | null;

/** A feature's one public module (docs/web-architecture.md): it re-exports what other code may use. */
const FRONT_DOOR = /\/features\/([^/]+)\/\1\.feature\.tsx?$/;
const PURE_FEATURE_MODULE = /\/src\/features\/.+(?<!-i18n)\.tsx?$/;
const NAMED = /\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const names = (list: string) =>
  list
    .split(',')
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim(),
    )
    .filter(Boolean);
const resolvedIn = (ids: readonly string[], specifier: string) =>
  ids.find((id) => id.endsWith(specifier.replace(/^(\.\.?\/)+/, '/')));

/** What a front door re-exports (`export { … } from`), by name: the module each name comes from. */
function reExports(info: Info, door: string): Map<string, string> {
  const module = info(door);
  const out = new Map<string, string>();
  for (const [, list, from] of (module?.code ?? '').matchAll(RE_EXPORT)) {
    const target = resolvedIn(module?.importedIds ?? [], from!);
    if (target) for (const name of names(list!)) out.set(name, target);
  }
  return out;
}

/**
 * The modules `id` imports statically, seen as the bundler's tree-shaking sees them: through a front
 * door, an importer reaches only the modules behind the names it takes, so a screen taking one card
 * from a feature does not carry the feature's other exports into its chunk.
 */
function staticImports(info: Info, id: string): string[] {
  const module = info(id);
  const imported = module?.importedIds ?? [];
  const own = FRONT_DOOR.test(id) ? new Set(reExports(info, id).values()) : new Set<string>();
  const out = imported.filter((next) => !own.has(next));
  for (const door of imported.filter((next) => FRONT_DOOR.test(next))) {
    const taken = new Set(
      [...(module?.code ?? '').matchAll(NAMED)]
        .filter(([, , from]) => resolvedIn([door], from!) === door)
        .flatMap(([, list]) => names(list!)),
    );
    for (const [name, target] of reExports(info, door)) if (taken.has(name)) out.push(target);
  }
  return out;
}

/**
 * The area a feature's screen belongs to: staff code lives under `features/<name>/admin/`, the rest of
 * a feature is the owner's (docs/web-architecture.md). A front door declares both areas' screens, so
 * an area reaches only its own through it.
 */
const areaOfScreen = (id: string): string | null =>
  !id.includes('/src/features/') ? null : /\/src\/features\/[^/]+\/admin\//.test(id) ? 'admin' : 'customer';
const inArea = (area: string | undefined, id: string) => !area || (areaOfScreen(id) ?? area) === area;

/**
 * App code reached from `starts` by static imports, short of `stop`; with `lazyToo`, lazy imports too
 * (only into `area`'s screens, when given).
 */
function appClosure(
  info: Info,
  starts: Iterable<string>,
  stop: Set<string>,
  lazyToo = false,
  area?: string,
): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stop.has(id) || !isAppCode(id)) return;
    seen.add(id);
    for (const next of staticImports(info, id)) visit(next);
    if (lazyToo) for (const next of info(id)?.dynamicallyImportedIds ?? []) if (inArea(area, next)) visit(next);
  };
  for (const id of starts) visit(id);
  return seen;
}

/** The shells (`app/shell/`) that these modules load lazily. */
const shellsOf = (info: Info, modules: Iterable<string>) =>
  [...modules].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []).filter((id) => id.includes('/shell/'));

/** The library modules that app modules import statically, and everything those import in turn. */
function libraries(info: Info, appModules: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || isAppCode(id)) return;
    seen.add(id);
    for (const next of info(id)?.importedIds ?? []) visit(next);
  };
  for (const id of appModules) for (const next of info(id)?.importedIds ?? []) visit(next);
  return seen;
}

/**
 * Left to itself, the bundler gives every set of screens that share a module a chunk of its own:
 * 40-75 files per first screen, most under 1 KB. Instead:
 * - `react` and `framework`: the libraries every page runs (React; the router, i18next, Mantine's
 *   provider) and the library modules the sign-in page and the signed-in first screens both use;
 * - `visitor-shared`: what the sign-in page draws that no signed-in first screen does, but other
 *   signed-in screens do (the password input, the checkbox, form validation): the sign-in page and
 *   the forms that draw them fetch it;
 * - `ui`: the other library modules (Mantine components, icons, the query library) that the
 *   signed-in frames and the first screens of both areas draw;
 * - `widgets`: the library modules only the other screens use (tooltips, switches, steppers, ...),
 *   one file for all of them, and `inputs` beside it: the form inputs (FORM_INPUTS);
 * - `visitor`: the app code of the sign-in and password pages beyond the entry;
 * - `app`: the app code that screens of both areas share and that needs no more than `ui`;
 *   `kit`: the rest of the shared app code (what needs `widgets`);
 * - `customer`, `admin`: each area's frame (route table, shell), a first screen small enough to ride
 *   with it, the code its screens share, and the library modules only its own code draws;
 * - `customer-screens`, `admin-screens`: each area's small screens, one file for all of them (a
 *   first visit to one fetches one file for it, not one per screen); the first screens do not fetch
 *   it. Declared admin screens are tens of lines each: riding with the frame, the dozen of them
 *   would add 5 KB to every first visit of `/admin`;
 * - the other screens keep their own code, and app code or libraries that only some screens use
 *   (zod, dates, the carousel) stay out of the shared chunks.
 * Library modules are placed by what imports them: Mantine's and Tabler's index modules are not in
 * the graph (build/direct-imports.ts), so a component reaches only the screens that draw it.
 */
export function firstScreenChunks(root: string): {
  plugin: Plugin;
  codeSplitting: Rolldown.OutputOptions['codeSplitting'];
} {
  const chunkOf = new Map<string, string>();
  /**
   * Which areas reach each app module, through their screens (`assign`): code only one area uses has
   * its own chunk, and the check of each file's imports reads it too.
   */
  const areasOf = new Map<string, string[]>();

  function assign(info: Info, ids: string[]) {
    const initial = appClosure(
      info,
      ids.filter((id) => info(id)?.isEntry),
      new Set(),
    );
    const visitor = appClosure(
      info,
      SIGN_IN_ROOTS.map((p) => `${root}/${p}`),
      initial,
    );
    const signIn = new Set([...initial, ...visitor]);
    // All the app code a signed-in first screen runs: its area's frame and shell, and the screen.
    const framesAndScreens = appClosure(
      info,
      [...Object.values(AREAS), ...FIRST_SCREENS].map((p) => `${root}/${p}`),
      new Set(),
    );
    const signedInFirst = new Set([
      ...framesAndScreens,
      ...appClosure(info, shellsOf(info, framesAndScreens), new Set()),
    ]);
    // The contract's constants and roles, which the entry shares with screens, travel with the libraries.
    for (const id of initial) if (id.includes('/packages/contract/')) chunkOf.set(id, 'framework');
    // The app code signed-in screens run, with what they use of the sign-in page's.
    const elsewhere = appClosure(
      info,
      ids.filter((id) => isAppCode(id) && !signIn.has(id)),
      new Set(),
    );
    const elsewhereLibraries = libraries(info, elsewhere);
    const firstScreenLibraries = libraries(info, [...initial, ...signedInFirst]);
    // Shared code the sign-in page uses (formatting, the contract's rules) travels with the libraries,
    // with what it imports from the entry (a framework importing the entry would split the entry),
    // where a signed-in first screen runs it too. The rest of it (form validation), and the libraries
    // the sign-in page draws that only other signed-in screens draw too (the password input, the
    // checkbox), are `visitor-shared`: fetched by the sign-in page and the forms that use them, not by
    // every signed-in first screen. Those no signed-in screen uses stay in the page's own chunk.
    const shared = [...visitor].filter((id) => /\/(src\/shared|packages\/contract)\//.test(id));
    for (const id of visitor) chunkOf.set(id, 'visitor');
    for (const id of appClosure(info, shared, new Set())) {
      if (initial.has(id) || signedInFirst.has(id)) chunkOf.set(id, 'framework');
      else if (elsewhere.has(id)) chunkOf.set(id, 'visitor-shared');
    }
    // The libraries the sign-in page draws that only the other signed-in screens draw too...
    const laterLibraries = new Set(
      [...libraries(info, visitor)].filter((id) => elsewhereLibraries.has(id) && !firstScreenLibraries.has(id)),
    );
    // ...but for the parts other screens' libraries build on (the radio button on the checkbox's
    // InlineInput), which stay in the framework: `widgets` would otherwise fetch visitor-shared.
    for (const id of [...laterLibraries]) {
      const builtOn = (info(id)?.importers ?? []).some(
        (by) => !isAppCode(by) && elsewhereLibraries.has(by) && !laterLibraries.has(by),
      );
      if (builtOn) for (const part of [id, ...libraries(info, [id])]) laterLibraries.delete(part);
    }
    for (const id of libraries(info, visitor)) {
      if (laterLibraries.has(id)) chunkOf.set(id, 'visitor-shared');
      else chunkOf.set(id, elsewhereLibraries.has(id) ? 'framework' : 'visitor');
    }
    // The libraries the entry runs go with the framework...
    for (const id of libraries(info, initial)) chunkOf.set(id, 'framework');
    // ...and so does whatever the framework's own modules import.
    const frameworkModules = ids.filter((id) => FRAMEWORK.test(id) || chunkOf.get(id) === 'framework');
    for (const id of libraries(info, frameworkModules)) chunkOf.set(id, 'framework');

    areasOf.clear();
    for (const [area, path] of Object.entries(AREAS)) {
      for (const id of appClosure(info, [`${root}/${path}`], signIn, true, area))
        areasOf.set(id, [...(areasOf.get(id) ?? []), area]);
    }
    // What the signed-in frames (area, route table, shell) and the first screens draw at once: in `ui`,
    // but for what only one area's code draws (the dashboard's grid, the back office's view switch),
    // which rides with that area's frame, so a first screen does not fetch the other area's components.
    const areasDrawing = new Map<string, Set<string>>();
    for (const id of ids.filter(isAppCode)) {
      // The sign-in page's code counts as neither area's: what it draws is shared.
      const drawnBy = signIn.has(id) ? ['base'] : (areasOf.get(id) ?? ['base']);
      for (const lib of libraries(info, [id]))
        areasDrawing.set(lib, new Set([...(areasDrawing.get(lib) ?? []), ...drawnBy]));
    }
    for (const id of libraries(info, signedInFirst)) {
      if (!UI.test(id) || chunkOf.has(id)) continue;
      const areas = [...(areasDrawing.get(id) ?? [])];
      chunkOf.set(id, areas.length === 1 && areas[0] !== 'base' ? areas[0]! : 'ui');
    }
    // Code that needs no file its area's first screens do not fetch anyway, so it can ride in one of theirs.
    const firstScreenFilesSuffice = (id: string) => {
      const closure = appClosure(info, [id], new Set());
      const fetched = (next: string) => chunkOf.get(next) !== 'visitor-shared';
      return (
        [...closure].every(fetched) &&
        [...libraries(info, closure)].every((lib) => (chunkOf.has(lib) && fetched(lib)) || !UI.test(lib))
      );
    };
    const usesScreenLibrary = (id: string) => {
      const seen = new Set<string>();
      const visit = (next: string): boolean => {
        if (seen.has(next)) return false;
        seen.add(next);
        if (!isAppCode(next)) return SCREEN_LIBRARIES.test(next);
        return (info(next)?.importedIds ?? []).some(visit);
      };
      return visit(id);
    };

    // App code reached from more than one lazy module (a screen, a shell) that is not the sign-in page's.
    // A lazy module that only one other loads (a screen's form, opened from it) is part of that one:
    // what the two share stays with the screen instead of moving to a chunk every screen fetches.
    const owners = new Map<string, number>();
    const lazyRoots = new Set(ids.flatMap((id) => (isAppCode(id) ? (info(id)?.dynamicallyImportedIds ?? []) : [])));
    const closures = new Map([...lazyRoots].map((lazyRoot) => [lazyRoot, appClosure(info, [lazyRoot], signIn)]));
    const loaders = (lazyRoot: string) =>
      [...closures].filter(
        ([other, closure]) =>
          other !== lazyRoot && [...closure].some((id) => info(id)?.dynamicallyImportedIds.includes(lazyRoot)),
      );
    const ownerOf = new Map<string, string>();
    const owner = (lazyRoot: string, seen = new Set<string>()): string => {
      if (ownerOf.has(lazyRoot)) return ownerOf.get(lazyRoot)!;
      const only = loaders(lazyRoot);
      const found = only.length === 1 && !seen.has(only[0]![0]) ? owner(only[0]![0], seen.add(lazyRoot)) : lazyRoot;
      ownerOf.set(lazyRoot, found);
      return found;
    };
    const owned = new Map<string, Set<string>>();
    for (const [lazyRoot, closure] of closures) {
      const key = owner(lazyRoot);
      owned.set(key, new Set([...(owned.get(key) ?? []), ...closure]));
    }
    for (const closure of owned.values()) for (const id of closure) owners.set(id, (owners.get(id) ?? 0) + 1);
    for (const [id, count] of owners) {
      if (count > 1 && (!lazyRoots.has(id) || id.includes('/src/shared/')) && !usesScreenLibrary(id)) {
        const areas = areasOf.get(id) ?? [];
        chunkOf.set(id, !firstScreenFilesSuffice(id) ? 'kit' : areas.length === 1 ? areas[0]! : 'app');
      }
    }
    // An area's frame (with a small first screen): one chunk per area; its other small screens: one
    // more, which the first screens do not fetch.
    const firstScreenPages = new Set(FIRST_SCREENS.map((p) => `${root}/${p}`));
    for (const [area, path] of Object.entries(AREAS)) {
      const taken = new Set([...signIn, ...chunkOf.keys()]);
      const frame = appClosure(info, [`${root}/${path}`], taken);
      const shells = shellsOf(info, frame);
      const members = new Set([...frame, ...appClosure(info, shells, taken)]);
      const small = new Set<string>();
      // Screens are declared by the features' front doors, which both areas share (already placed).
      const declaring = appClosure(info, [`${root}/${path}`, ...shells], signIn);
      const screens = [...declaring].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
      for (const screen of screens.filter((id) => inArea(area, id))) {
        const own = appClosure(info, [screen], new Set([...taken, ...members, ...small]));
        const size = [...own].reduce((sum, id) => sum + (info(id)?.code?.length ?? 0), 0);
        if (size < SMALL_SCREEN_CHARS && ![...own].some(usesScreenLibrary) && [...own].every(firstScreenFilesSuffice)) {
          // A small first screen rides with the frame: it is fetched with it anyway.
          for (const id of own) (firstScreenPages.has(screen) ? members : small).add(id);
        }
      }
      for (const id of members) if (!chunkOf.has(id)) chunkOf.set(id, area);
      for (const id of small) if (!chunkOf.has(id)) chunkOf.set(id, `${area}-screens`);
    }
    for (const id of ids)
      if (UI.test(id) && !chunkOf.has(id)) chunkOf.set(id, FORM_INPUTS.test(id) ? 'inputs' : 'widgets');

    // A module in an area's file that code outside that area imports (a shared file, a visitor page,
    // the other area) goes to a file both reach: a library to `framework` when the sign-in page's
    // files import it, else `ui`; app code to `app` (or `kit`, when it needs what first screens do not
    // fetch). Moving one can expose what it imports in turn, so until nothing moves.
    const SIGN_IN_CHUNKS = new Set(['framework', 'visitor', 'visitor-shared']);
    const areaOfChunk = (name: string | undefined) =>
      Object.keys(AREAS).find((area) => name === area || name === `${area}-screens`);
    for (let moved = true; moved;) {
      moved = false;
      for (const [id, name] of chunkOf) {
        const area = areaOfChunk(name);
        if (!area) continue;
        // A feature's front door only re-exports: code taking a name from it imports that name's module.
        const importers = (info(id)?.importers ?? []).filter((importer) => !FRONT_DOOR.test(importer));
        const outside = importers.filter((importer) =>
          chunkOf.has(importer)
            ? areaOfChunk(chunkOf.get(importer)) !== area
            : signIn.has(importer) || !(areasOf.get(importer) ?? ['base']).every((a) => a === area),
        );
        if (outside.length === 0) continue;
        const signInImports = outside.some(
          (importer) => signIn.has(importer) || SIGN_IN_CHUNKS.has(chunkOf.get(importer)!),
        );
        // App code a first screen's files import (`app`, an area's frame) must stay fetched with them.
        const firstScreens = importers.some((importer) =>
          ['app', 'customer', 'admin'].includes(chunkOf.get(importer) ?? ''),
        );
        const shared = firstScreens && firstScreenFilesSuffice(id) ? 'app' : 'kit';
        chunkOf.set(id, isAppCode(id) ? shared : signInImports ? 'framework' : 'ui');
        moved = true;
      }
    }

    // Texts: each language's in files of their own, so a reader downloads only theirs (decision 125):
    // `texts-<lang>` the namespaces the sign-in page or both areas register, `texts-<lang>-<area>` one
    // area's. A screen's texts are then two files, which index.html preloads beside its scripts.
    for (const id of ids) {
      const language = LOCALE.exec(id)?.[1];
      // The server's texts load on their own, after the first screen and only in Spanish (server-text.ts).
      if (!language || id.endsWith('/server.json')) continue;
      const areas = new Set(
        (info(id)?.dynamicImporters ?? []).flatMap((importer) =>
          signIn.has(importer) ? ['base'] : (areasOf.get(importer) ?? ['base']),
        ),
      );
      const area = areas.size === 1 ? [...areas][0]! : 'base';
      chunkOf.set(id, textsChunk(language, area === 'base' ? null : area));
    }
  }

  return {
    // The whole graph is known once the build has loaded every module, before chunks are made.
    plugin: {
      name: 'owner-portal:first-screen-chunks',
      apply: 'build',
      // A feature's modules declare components, hooks and queries; registering texts (its *-i18n.ts
      // modules) is the only thing any of them does on import. Said so, code taking one name from a
      // front door reaches that name's module alone: the chunk holding the door (both areas use it)
      // does not import every module behind it for effects they do not have.
      transform(code, id) {
        return PURE_FEATURE_MODULE.test(id) ? { code, moduleSideEffects: false } : null;
      },
      buildEnd() {
        assign((id) => this.getModuleInfo(id) as ModuleInfo | null, [...this.getModuleIds()]);
      },
      // An area's file holds only what that area's screens run: a shared file (or the other area's)
      // that imported it would make every screen fetching that file fetch the area's too.
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
        const areaOf = (chunk: Rolldown.OutputChunk | undefined) =>
          Object.keys(AREAS).find((area) => chunk?.name === area || chunk?.name === `${area}-screens`);
        for (const chunk of chunks) {
          const own = areaOf(chunk);
          for (const imported of chunk.imports) {
            const area = areaOf(chunks.find((c) => c.fileName === imported));
            const importer = own ? [own] : chunk.facadeModuleId ? (areasOf.get(chunk.facadeModuleId) ?? []) : [];
            if (area && !importer.includes(area))
              this.error(
                `${chunk.fileName} imports ${imported}, the ${area} area's file: ${importer.join(', ') || 'a shared file'} must not`,
              );
          }
        }
      },
    },
    codeSplitting: {
      groups: [
        {
          debugName: 'first-screen groups',
          name: (id) =>
            REACT.test(id)
              ? 'react'
              : FRAMEWORK.test(id)
                ? 'framework'
                : TUS.test(id)
                  ? 'tus'
                  : (chunkOf.get(id) ?? null),
          // Each set is complete already; following imports again would pull the entry's modules in.
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
