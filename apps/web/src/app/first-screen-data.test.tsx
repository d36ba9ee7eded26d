import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ROUTES as listed, firstScreenData } from '../../build/first-screen-preload.ts';
import { DASHBOARD_REPLIES } from './dashboard/dashboard-fixtures.ts';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { appRouteTable } from './route-table.ts';
import { lazyScreenLoad } from '../test/lazy-screen.ts';
import { renderWithProviders } from '../test/render.tsx';
import { jsonResponse, makeToken } from '../test/tokens.ts';
import { storeToken } from '../shared/session/token-storage.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { loadTexts } from '../shared/i18n/i18n.ts';

const signedIn = listed.filter((route) => route.as !== null);
const table = appRouteTable();

/** index.html's script as the build fills it in: its map of each screen's first requests. */
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const preloads = {
  files: [],
  routes: {},
  texts: Object.fromEntries(['en', 'es'].map((lang) => [lang, { first: '', customer: '', admin: '' }])),
  data: firstScreenData(listed),
};
const pageScript = (/<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '').replace(
  /\/\*first-screen-preloads\*\/\s*\{\}/,
  JSON.stringify(preloads),
);

/** Loads `path` as the browser would: index.html's script runs before the app. Returns what it asked for. */
function runPageScript(path: string): string[] {
  window.history.replaceState(null, '', path);
  new Function(pageScript)();
  return (window.__firstScreenData ?? []).map((request) => request.url);
}

/** A route's path with each parameter filled in, and its requests as the screen would make them there. */
const PARAM = '7';
const at = (pattern: string) => pattern.replace(/:\w+/g, PARAM);
const asAsked = (urls: string[] = []) => urls.map((url) => at(url).replace('{lang}', 'en'));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Renders the route's element at `path` and lets its lazy screen arrive, inside act. */
async function openScreen(pattern: string, path: string) {
  const element = table.find((screenRoute) => screenRoute.path === pattern)?.route.element as ReactElement;
  await act(async () => {
    renderWithProviders(element, { route: path, path: pattern });
    await lazyScreenLoad(element)?.();
    await loadTexts();
    await sleep(0);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__firstScreenData;
  window.history.replaceState(null, '', '/');
});

describe("each signed-in screen's own first requests start with the page, and the screen takes each once", () => {
  it.each(signedIn.map((route) => [route.path, route] as const))('%s', async (pattern, route) => {
    // Replies never arrive: what the screen asks for as it opens is all it can ask for.
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        calls.push(String(input));
        return new Promise<Response>(() => {});
      }),
    );
    storeToken(makeToken({ role: route.as === 'admin' ? 'admin' : 'customer' }), false);
    const path = at(pattern);

    expect(runPageScript(path)).toEqual(asAsked(route.data));

    await openScreen(pattern, path);
    // Every request started early is taken by the screen (not asked for again), and nothing else is
    // asked for as the screen opens but its `later` requests (after its first paint: up to a second).
    const expected = [...asAsked(route.data), ...asAsked(route.later)].sort();
    const settled = () =>
      (window.__firstScreenData ?? []).length === 0 && JSON.stringify([...calls].sort()) === JSON.stringify(expected);
    await act(async () => {
      for (let waited = 0; waited < 3000 && !settled(); waited += 20) await sleep(20);
      await sleep(100);
    });
    expect(window.__firstScreenData ?? []).toEqual([]);
    expect([...calls].sort()).toEqual(expected);
  });
});

describe("index.html's script", () => {
  it('lets the dashboard draw the products the page already received in its first render, not a skeleton', async () => {
    const fetchMock = vi.fn(async (input: string) =>
      jsonResponse(200, DASHBOARD_REPLIES[String(input).split('?')[0]!]),
    );
    vi.stubGlobal('fetch', fetchMock);
    storeToken(makeToken({ role: 'customer' }), false);
    runPageScript('/');
    await waitFor(() => expect(window.__firstScreenData?.[0]?.body).toBeDefined());
    // The app's query settings: its replies stay fresh for a while, so the one received is not asked again.
    const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
    renderWithProviders(<DashboardPage />, { route: '/', client });
    // Synchronously: no request of its own has answered yet.
    expect(screen.getByText('Machine 1')).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls.filter((url) => url.startsWith('/api/products'))).toHaveLength(1);
  });

  it("asks in the reader's language, with the path's own parameters encoded as the app encodes them", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, {})),
    );
    storeToken(makeToken({ role: 'customer' }), false);
    window.localStorage.setItem('owner-portal.language', 'es');
    try {
      expect(runPageScript('/training')).toEqual(['/api/training?lang_code=es']);
      delete window.__firstScreenData;
      expect(runPageScript('/orders/SO%20101%2F2')).toEqual([
        '/api/orders/SO%20101%2F2?include=fulfillments%2Cfulfillments.statuses%2Cfulfillments.items',
      ]);
    } finally {
      window.localStorage.removeItem('owner-portal.language');
    }
  });

  it('starts nothing for a signed-out reader, a list with its own parameters, or a customer screen while impersonating', () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    runPageScript('/orders');
    expect(window.__firstScreenData).toBeUndefined();
    storeToken(makeToken(), false);
    runPageScript('/orders?page=2');
    expect(window.__firstScreenData).toBeUndefined();
    window.sessionStorage.setItem('owner-portal.impersonation-token', makeToken());
    try {
      runPageScript('/orders');
      expect(window.__firstScreenData).toBeUndefined();
    } finally {
      window.sessionStorage.removeItem('owner-portal.impersonation-token');
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
