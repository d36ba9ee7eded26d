import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser } from '@playwright/test';
import { FIRST_TIME_FLAG_KEY, PASSWORD, TOKEN_KEY } from './helpers.ts';

/**
 * The goal for a signed-in first screen: 250 KB gzipped (measured 235.6-244.5 KB in 9-10 files,
 * docs/performance.md). It holds because each Mantine component and hook loads only with the screens
 * that draw it (apps/web/build/direct-imports.ts), what only one area draws rides in that area's
 * file, the sign-in form's inputs are a file of their own (build/chunks.ts), forms, dialogs' contents
 * and the calendar load when first opened, and texts come in one language.
 */
const SIGNED_IN_BUDGET_KB = 250;

/** The first screens the budget covers, and who must be signed in to see each. */
export const FIRST_SCREENS = [
  // 145.1 KB measured, in 7 files: the sign-in form's inputs come beside the page's own file.
  { path: '/auth/login', budgetKb: 150, signIn: null },
  { path: '/', budgetKb: SIGNED_IN_BUDGET_KB, signIn: { email: 'owner@demo.test', admin: false } },
  { path: '/orders', budgetKb: SIGNED_IN_BUDGET_KB, signIn: { email: 'owner@demo.test', admin: false } },
  // 244.5 KB measured, with the header search box every staff screen draws (zod-free, its limits apart).
  { path: '/admin', budgetKb: SIGNED_IN_BUDGET_KB, signIn: { email: 'admin@demo.test', admin: true } },
] as const;

export type SignInAs = (typeof FIRST_SCREENS)[number]['signIn'];

/** A token from the API, as the sign-in page would store it with "Remember me". */
export async function tokenFor(request: APIRequestContext, who: NonNullable<SignInAs>): Promise<string> {
  const res = await request.post(who.admin ? '/api/admin/login' : '/api/login', {
    data: { email: who.email, password: PASSWORD, remember: true },
  });
  if (!res.ok()) throw new Error(`sign-in as ${who.email} failed: ${res.status()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface ScriptWeight {
  url: string;
  gzipBytes: number;
}

/** What a first load fetched and what its HTML preloaded (paths, without the origin). */
export interface FirstLoad {
  scripts: ScriptWeight[];
  /** How many times each style sheet and image was requested. */
  requests: Record<string, number>;
  preloaded: { scripts: string[]; styles: string[]; images: string[] };
  /** The style sheets the page applies and the pictures it draws. */
  applied: { styles: string[]; images: string[] };
  /** When the first contentful paint happened, and when each of the shell's own requests started (ms). */
  paintedAt: number | null;
  shellRequests: { path: string; startedAt: number }[];
}

/**
 * Every script the browser fetches to show `path` on a cold cache, until the network is idle,
 * with each one's gzipped size (level 9, as the build writes its .gz copies); the style sheets and
 * images, to check what index.html preloads against what the screen uses; and when the shell's own
 * requests started against the first paint. `awaiting`: requests the page makes later than its
 * scripts (the shell's, held until the first screen is painted), waited for before reading.
 */
export async function scriptsFetched(
  browser: Browser,
  baseURL: string,
  path: string,
  token: string | null,
  awaiting: readonly string[] = [],
): Promise<FirstLoad> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript(
    ([tokenKey, flagKey, value]) => {
      window.localStorage.setItem(flagKey, '1');
      if (value) window.localStorage.setItem(tokenKey, value);
    },
    [TOKEN_KEY, FIRST_TIME_FLAG_KEY, token] as const,
  );
  const page = await context.newPage();
  const bodies: Promise<ScriptWeight>[] = [];
  const requests: Record<string, number> = {};
  page.on('request', (request) => {
    if (!['stylesheet', 'image'].includes(request.resourceType())) return;
    const at = new URL(request.url()).pathname;
    requests[at] = (requests[at] ?? 0) + 1;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(path);
  // The screen has drawn its title; a busy main thread can still leave the network quiet between
  // two lazy chunks, so the page is idle once no script has been requested for 1.5 seconds.
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  for (let seen = -1; seen !== bodies.length;) {
    seen = bodies.length;
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
  }
  // The shell's requests start after the paint, two frames, a pause and an idle moment: on a busy
  // machine that can come after the scripts' quiet time above.
  await page.waitForFunction(
    (paths) => {
      const started = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      return paths.every((p) => started.includes(p));
    },
    awaiting,
    { timeout: 20_000 },
  );
  const scripts = await Promise.all(bodies);
  const { preloaded, applied, paintedAt, shellRequests } = await page.evaluate(() => {
    const paths = (selector: string) =>
      Array.from(document.querySelectorAll<HTMLLinkElement>(selector)).map((l) => new URL(l.href).pathname);
    const urls = (list: (string | null)[]) => list.filter((u) => u !== null).map((u) => new URL(u).pathname);
    return {
      preloaded: {
        scripts: paths('link[rel="modulepreload"]'),
        styles: paths('link[rel="preload"][as="style"]'),
        images: paths('link[rel="preload"][as="image"]'),
      },
      applied: {
        styles: urls(Array.from(document.styleSheets, (sheet) => sheet.href)),
        images: urls(Array.from(document.images, (image) => image.currentSrc || null)),
      },
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      shellRequests: performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, startedAt: entry.startTime }))
        .filter((entry) => ['/api/notifications', '/api/languages'].includes(entry.path)),
    };
  });
  await context.close();
  return { scripts, requests, preloaded, applied, paintedAt, shellRequests };
}
