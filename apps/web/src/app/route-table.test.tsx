import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { titleOf } from '../shared/routing/screen-title.tsx';
import { appRouteTable } from './route-table.ts';

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

/** `npm run lighthouse`'s list (e2e/lighthouse/routes.json): every screen, each opened as its reader. */
interface MeasuredRoute {
  path: string;
  as: 'owner' | 'admin' | null;
  params?: Record<string, string | [string, string]>;
  lands?: string;
  skip?: string;
}
const measured = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../../../e2e/lighthouse/routes.json'), 'utf8')) as {
    routes: MeasuredRoute[];
  }
).routes;

describe('npm run lighthouse measures every screen of the route table', () => {
  it('lists exactly the route table: a new screen is added there with how to open it', () => {
    expect(measured.map((r) => r.path).sort()).toEqual(table.map((r) => r.path).sort());
  });

  it.each(measured.map((r) => [r.path, r] as const))(
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
