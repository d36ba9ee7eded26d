import type { Plugin, Rolldown } from 'vite';

/** Mantine components the sign-in page draws (and the entry's loader and buttons): loaded by every page. */
const SIGN_IN_COMPONENTS = [
  'ActionIcon', 'Alert', 'Anchor', 'Badge', 'Box', 'Button', 'Center', 'Checkbox', 'CloseButton', 'Container', 'Flex',
  'Group', 'Input', 'InputBase', 'Loader', 'Paper', 'PasswordInput', 'Portal', 'SimpleGrid', 'Stack', 'Text',
  'TextInput', 'ThemeIcon', 'Title', 'Transition', 'UnstyledButton', 'VisuallyHidden',
];
const FRAMEWORK = new RegExp(
  [
    '/node_modules/(react|react-dom|scheduler|react-router|i18next|react-i18next|@mantine/hooks|clsx|use-sync-external-store)/',
    '/node_modules/@tabler/icons-react/dist/esm/(?!icons/)',
    // react-remove-scroll and its helpers
    '/node_modules/(react-remove-scroll[^/]*|use-callback-ref|use-sidecar|detect-node-es|get-nonce|tslib|react-style-singleton|aria-hidden)/',
    '/node_modules/@mantine/core/esm/(?!components/)',
    `/node_modules/@mantine/core/esm/components/(${SIGN_IN_COMPONENTS.join('|')})/`,
  ].join('|'),
);
/** The rest of Mantine's core and the query library: what the signed-in screens share. */
const UI = /\/node_modules\/(@mantine\/core|@floating-ui\/[^/]+|@tanstack\/[^/]+)\/.*\.m?js$/;
const ICON = /\/node_modules\/@tabler\/icons-react\/dist\/esm\/icons\/(Icon\w+)\.mjs$/;
const ICON_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']@tabler\/icons-react["']/g;

/** Libraries only some screens need: app code that uses them stays with those screens. */
const SCREEN_LIBRARIES = /\/node_modules\/(zod|dayjs|@mantine\/dates|@mantine\/carousel|embla-carousel[^/]*)\//;

const SIGN_IN_ROOTS = ['src/features/auth/components/visitor-layout.tsx', 'src/features/auth/pages/login-page.tsx'];
/** Each signed-in area's frame, and the screens under it. */
const AREAS = { customer: 'src/app/customer-area.tsx', admin: 'src/app/admin-area.tsx' };
/** A screen whose own code is smaller than this (transformed source, ~2 KB gzipped) rides with its area's frame. */
const SMALL_SCREEN_CHARS = 12_000;
const isAppCode = (id: string) => !id.includes('/node_modules/') && !id.startsWith('\0') && /\.(tsx?|json|html)$/.test(id);

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; isEntry: boolean; code: string | null };

/**
 * Left to itself, the bundler gives every set of screens that share a module a chunk of its own:
 * 40-75 files per first screen, most under 1 KB. Instead:
 * - `framework`: the libraries every page runs (React, the router, i18next, the parts of Mantine the
 *   sign-in page draws, and its icons);
 * - `ui`: the rest of Mantine, the other icons and the query library, shared by the signed-in screens;
 * - `visitor`: the app code of the sign-in page beyond the entry;
 * - `app`: the app code that more than one signed-in screen shares;
 * - `customer`, `admin`: each area's frame (route table, shell) and its small screens;
 * - the other screens keep their own code, and app code or libraries that only some screens use
 *   (zod, dates, the carousel, notifications) stay out of the shared chunks.
 * App code is placed by walking its imports (it has no barrel files, unlike the libraries, whose
 * graph would name every export of a package as used).
 */
export function firstScreenChunks(root: string): { plugin: Plugin; codeSplitting: Rolldown.OutputOptions['codeSplitting'] } {
  const signInIcons = new Set<string>();
  const appChunk = new Map<string, string>();

  function assign(info: (id: string) => ModuleInfo | null, ids: string[]) {
    const closure = (starts: Iterable<string>, stop: Set<string>, lazyToo: boolean) => {
      const seen = new Set<string>();
      const visit = (id: string) => {
        if (seen.has(id) || stop.has(id) || !isAppCode(id)) return;
        seen.add(id);
        const module = info(id);
        for (const next of module?.importedIds ?? []) visit(next);
        if (lazyToo) for (const next of module?.dynamicallyImportedIds ?? []) visit(next);
      };
      for (const id of starts) visit(id);
      return seen;
    };
    const initial = closure(ids.filter((id) => info(id)?.isEntry), new Set(), false);
    const visitor = closure(SIGN_IN_ROOTS.map((p) => `${root}/${p}`), initial, false);
    // The contract's constants and roles, which the entry shares with screens, travel with the libraries.
    for (const id of initial) if (id.includes('/packages/contract/')) appChunk.set(id, 'framework');
    for (const id of [...initial, ...visitor]) {
      for (const [, names] of (info(id)?.code ?? '').matchAll(ICON_IMPORT)) {
        for (const name of names!.split(',')) signInIcons.add(name.trim().split(/\s+as\s+/)[0]!);
      }
      if (visitor.has(id)) appChunk.set(id, 'visitor');
    }
    // App code reached from more than one lazy module (a screen, a shell) that is not the entry's.
    const owners = new Map<string, number>();
    const lazyRoots = new Set(ids.flatMap((id) => (isAppCode(id) ? (info(id)?.dynamicallyImportedIds ?? []) : [])));
    for (const lazyRoot of lazyRoots) {
      for (const id of closure([lazyRoot], new Set([...initial, ...visitor]), false)) owners.set(id, (owners.get(id) ?? 0) + 1);
    }
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
    for (const [id, count] of owners) {
      if (count > 1 && (!lazyRoots.has(id) || id.includes('/src/shared/')) && !usesScreenLibrary(id)) appChunk.set(id, 'app');
    }
    // An area's frame (area, route table, shell) and its small screens: one chunk per area.
    for (const [area, path] of Object.entries(AREAS)) {
      const taken = new Set([...initial, ...appChunk.keys()]);
      const frame = closure([`${root}/${path}`], taken, false);
      const shells = [...frame].flatMap((id) => info(id)?.dynamicallyImportedIds ?? []).filter((id) => id.includes('/shell/'));
      const members = new Set([...frame, ...closure(shells, taken, false)]);
      for (const screen of [...members].flatMap((id) => info(id)?.dynamicallyImportedIds ?? [])) {
        const own = closure([screen], new Set([...taken, ...members]), false);
        const size = [...own].reduce((sum, id) => sum + (info(id)?.code?.length ?? 0), 0);
        if (size < SMALL_SCREEN_CHARS && ![...own].some(usesScreenLibrary)) for (const id of own) members.add(id);
      }
      for (const id of members) if (!appChunk.has(id)) appChunk.set(id, area);
    }
  }

  return {
    // The whole graph is known once the build has loaded every module, before chunks are made.
    plugin: {
      name: 'owner-portal:first-screen-chunks',
      apply: 'build',
      buildEnd() {
        assign((id) => this.getModuleInfo(id) as ModuleInfo | null, [...this.getModuleIds()]);
      },
    },
    codeSplitting: {
      groups: [
        {
          debugName: 'first-screen groups',
          name: (id) => {
            const icon = ICON.exec(id)?.[1];
            if (icon) return signInIcons.has(icon) ? 'framework' : 'ui';
            if (FRAMEWORK.test(id)) return 'framework';
            if (UI.test(id)) return 'ui';
            return appChunk.get(id) ?? null;
          },
          // Each set is complete already; following imports again would pull the entry's modules in.
          includeDependenciesRecursively: false,
        },
      ],
    },
  };
}
