import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { createContact } from './factories.ts';
import { FIRST_TIME_FLAG_KEY, PASSWORD, TOKEN_KEY } from './helpers.ts';
import { urlOf } from '../route-url.mjs';

interface ListedRoute {
  path: string;
  as: 'owner' | 'admin' | null;
  heading?: string;
  params?: Record<string, string | [string, string]>;
}
const ROUTES = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../apps/web/build/routes.json'), 'utf8')) as {
    routes: ListedRoute[];
  }
).routes;

/** The route's path as `npm run lighthouse` opens it, its demo ids read from the API as the reader. */
async function pathOf(page: Page, token: string, route: ListedRoute): Promise<string> {
  const url = await urlOf(route, async (api) => {
    const reply = await page.request.get(api, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.ok(), `${api} answered ${reply.status()}`).toBe(true);
    return reply.json();
  });
  expect(url, `${route.path}: the demo data has the record it opens`).not.toBeNull();
  return url!;
}

async function signInStored(page: Page, email: string, staff: boolean, language: string): Promise<string> {
  const reply = await page.request.post(staff ? '/api/admin/login' : '/api/login', {
    data: { email, password: PASSWORD },
  });
  const { access_token: token } = (await reply.json()) as { access_token: string };
  await page.goto('/api/health');
  await page.evaluate(
    ([tokenKey, value, flag, lang]) => {
      window.localStorage.setItem(tokenKey!, value!);
      window.localStorage.setItem(flag!, '1');
      window.localStorage.setItem('owner-portal.language', lang!);
    },
    [TOKEN_KEY, token, FIRST_TIME_FLAG_KEY, language],
  );
  return token;
}

/** Where an element is drawn, to the pixel. */
const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  return found && { x: Math.round(found.x), y: Math.round(found.y), width: Math.round(found.width) };
};
/** The same place, but for a text's width, which may come out a pixel or two apart as the same text is laid out again. */
const samePlace = (first: Awaited<ReturnType<typeof box>>, app: Awaited<ReturnType<typeof box>>) =>
  first && app && first.x === app.x && first.y === app.y && Math.abs(first.width - app.width) <= 2;

/**
 * The screen drawn from the page alone, its scripts held back until it is read; then they are let
 * through and the app takes over (read by `appPaintOf`), in the same visit.
 */
async function firstPaintOf(page: Page, url: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#first-paint h1')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const first = {
    title: (await page.locator('#first-paint h1').textContent()) ?? null,
    titleBox: await box(page, '#first-paint h1'),
    headerBox: await box(page, '#first-paint header'),
  };
  release();
  return first;
}

/** The same screen once the app has drawn it, and what of its header or title moved on the way. */
async function appPaintOf(page: Page) {
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
  await expect(page.locator('#root h1').first()).toBeVisible();
  const moved = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        // Layout shifts whose moving node is the header, the title, or holds either (data arriving
        // further down the screen is the screen's own matter, measured by Lighthouse's CLS). Those
        // already recorded reach a buffered observer in its first callback, a task away.
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .flatMap((entry) => (entry as unknown as { sources: { node: Node | null }[] }).sources)
              .map((source) => source.node)
              .filter((node): node is Element => node instanceof Element)
              .filter((node) => node.closest('header, h1') || node.querySelector('header, h1'))
              .map((node) => node.outerHTML.slice(0, 80)),
          ),
        ).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve([]), 50);
      }),
  );
  return {
    title: await page.locator('#root h1').first().textContent(),
    titleBox: await box(page, '#root h1'),
    headerBox: await box(page, '#root header'),
    moved,
  };
}

/**
 * The back office's many screens are split between the two widths (every other one each), each
 * screen checked once: what the width changes is the shared layout, which every part exercises.
 */
const CASES = [
  { reader: 'owner', width: 375, language: 'en', part: 0, parts: 1 },
  { reader: 'owner', width: 1280, language: 'es', part: 0, parts: 1 },
  { reader: 'admin', width: 375, language: 'en', part: 0, parts: 2 },
  { reader: 'admin', width: 1280, language: 'en', part: 1, parts: 2 },
] as const;

test.describe('a signed-in screen draws its frame and title from the page itself, before its scripts arrive', () => {
  for (const { reader, width, language, part, parts } of CASES) {
    test(`${reader} at ${width} px in ${language}${parts > 1 ? ` (every other screen, from the ${part === 0 ? 'first' : 'second'})` : ''}: the first paint's title is the screen's own, in the same place, and stays there when the app takes over`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const email =
        reader === 'admin'
          ? 'admin@demo.test'
          : language === 'es'
            ? (await createContact(page.request, { company: 'owner', lang: 'es', tag: 'first-paint' })).email
            : 'owner@demo.test';
      const token = await signInStored(page, email, reader === 'admin', language);
      const routes = ROUTES.filter((route) => route.as === reader && route.heading);
      expect(routes.length).toBeGreaterThan(reader === 'admin' ? 20 : 8);
      for (const route of routes.filter((_, i) => i % parts === part)) {
        const url = await pathOf(page, token, route);
        const first = await firstPaintOf(page, url);
        const app = await appPaintOf(page);
        await page.unrouteAll();
        expect(first.title, `${url}: the first paint has the screen's title`).toBeTruthy();
        expect({ url, title: first.title }).toEqual({ url, title: app.title });
        expect(
          samePlace(first.titleBox, app.titleBox),
          `${url}: title at ${JSON.stringify([first.titleBox, app.titleBox])}`,
        ).toBe(true);
        expect(first.headerBox, `${url}: the header`).toEqual(app.headerBox);
        expect(app.moved, `${url}: the header or title moved while the app took over`).toEqual([]);
      }
    });
  }

  test('a screen whose title is its data draws the frame alone; a reader the screen is not for gets no first paint', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInStored(page, 'owner@demo.test', false, 'en');
    // The scripts never answer: what shows is the page's own drawing.
    await page.route('**/assets/*.js', () => {});
    await page.goto('/orders/SO-101502');
    await expect(page.locator('#first-paint header')).toBeVisible();
    await expect(page.locator('#first-paint h1')).toHaveCount(0);
    // An owner opening the back office is sent back to the portal: nothing is drawn for the wrong area.
    await page.goto('/admin/customers');
    await expect(page.locator('#first-paint')).toBeEmpty();
    await expect(page.locator('#root')).not.toHaveAttribute('style', /hidden/);
  });
});

test.describe("when the app's own files cannot load, the reader is told, not left with a frame that never fills", () => {
  const CANNOT_LOAD = [
    {
      reader: 'a signed-in owner',
      path: '/orders',
      language: 'es',
      width: 375,
      text: 'No se pudo cargar el portal. Compruebe su conexión y vuelva a cargar la página.',
      reload: 'Recargar la página',
      heading: 'Mis pedidos',
    },
    {
      reader: 'a visitor',
      path: '/auth/login',
      language: 'en',
      width: 1280,
      text: 'The portal could not be loaded. Check your connection, then reload the page.',
      reload: 'Reload the page',
      heading: 'Sign in',
    },
  ] as const;
  for (const { reader, path, language, width, text, reload, heading } of CANNOT_LOAD) {
    test(`${reader} (${language}, ${width} px): the page reloads once, then says why in the reader's language, and its button reloads`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      if (reader === 'a visitor') {
        await page.goto('/api/health');
        await page.evaluate((lang) => window.localStorage.setItem('owner-portal.language', lang), language);
      } else {
        // A Spanish-speaking owner: the app, once it runs, speaks the profile's language.
        const owner = await createContact(page.request, { company: 'owner', lang: language, tag: 'app-not-loaded' });
        await signInStored(page, owner.email, false, language);
      }
      let documents = 0;
      page.on('request', (request) => {
        if (request.isNavigationRequest() && new URL(request.url()).pathname === path) documents += 1;
      });
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(path);
      await expect(page.getByText(text)).toBeVisible();
      // One reload asked for the page again; the second failure, seconds later, is shown instead of a loop.
      expect(documents).toBe(2);
      await expect(page.locator('#first-paint header')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Error', level: 1 })).toBeVisible();

      await page.unrouteAll();
      await page.getByRole('button', { name: reload }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      expect(documents).toBe(3);
      await expect(page.getByText(text)).toHaveCount(0);
    });
  }
});
