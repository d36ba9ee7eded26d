import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { titleOf } from '../shared/routing/screen-title.tsx';
import { appRouteTable } from './route-table.ts';
// build/routes.json: every screen, the module it loads, and how `npm run lighthouse` opens it.
import { ROUTES as listed } from '../../build/first-screen-preload.ts';
import { lazyScreenLoad } from '../test/lazy-screen.ts';

const table = appRouteTable();
const locale = (lang: string, ns: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../locales/${lang}/${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
const textOf = (lang: string, key: string): unknown => {
  const [ns, path] = key.split(':') as [string, string];
  return path
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], locale(lang, ns));
};

describe('every screen of the route table has a title', () => {
  it('finds the screens of both areas and the sign-in pages', () => {
    const paths = table.map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/auth/login', '/', '/orders/:id', '/admin', '/admin/account']));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(table.map((r) => [r.path, r] as const))(
    '%s names its browser tab in English and Spanish',
    (_path, { route }) => {
      const title = titleOf(route);
      expect(
        title,
        'a route needs handle: { title: "<namespace>:<key>" } (an admin area is titled by its label)',
      ).toMatch(/^[\w-]+:[\w.]+$/);
      for (const lang of ['en', 'es']) expect(typeof textOf(lang, title!), `${lang} ${title}`).toBe('string');
    },
  );
});

/** The module a route's element loads lazily (lazyNamed's `load`, as the test runner rewrote its import), or null. */
function moduleOf(node: ReactNode): string | null {
  const load = lazyScreenLoad(node);
  return load ? (/import__\("\/([^"]+)"\)/.exec(load.toString())?.[1] ?? 'an import the test cannot read') : null;
}

describe('build/routes.json lists every screen of the route table (build preloads, npm run lighthouse)', () => {
  it('lists exactly the route table: a new screen is added there with its module and how to open it', () => {
    expect(listed.map((r) => r.path).sort()).toEqual(table.map((r) => r.path).sort());
  });

  it.each(listed.map((r) => [r.path, r] as const))('%s names the module its route loads', (path, route) => {
    expect(route.module).toBe(moduleOf(table.find((r) => r.path === path)?.route.element));
  });

  it.each(listed.map((r) => [r.path, r] as const))(
    '%s is opened signed in as its reader, with a demo id for each parameter',
    (path, route) => {
      const audience = table.find((r) => r.path === path)?.audience;
      expect(route.as).toBe({ visitor: null, customer: 'owner', admin: 'admin' }[audience!]);
      const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(Object.keys(route.params ?? {}).sort()).toEqual(params.sort());
      if (route.skip) expect(route.skip.length).toBeGreaterThan(20);
    },
  );
});
