import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ContactsPage } from '../features/contacts/admin/pages/contacts-page.tsx';
import { DASHBOARD_REPLIES } from './dashboard/dashboard-fixtures.ts';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { OrdersPage } from '../features/orders/pages/orders-page.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { jsonResponse, makeToken } from '../test/tokens.ts';
import { storeToken } from '../shared/session/token-storage.ts';
import { queryClient } from '../shared/api/query-client.ts';

const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const pageScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

const EMPTY_PAGE = {
  data: [],
  meta: { pagination: { total: 0, count: 0, per_page: 15, current_page: 1, total_pages: 0 } },
};
const fetchMock = vi.fn(async (input: string) => {
  const path = String(input).split('?')[0] ?? '';
  return jsonResponse(200, DASHBOARD_REPLIES[path] ?? EMPTY_PAGE);
});

/** Loads the page at `path` as the browser would: index.html's script runs before the app. Returns what it asked for. */
function loadPage(path: string, screenUi: ReactElement): string[] {
  window.history.replaceState(null, '', path);
  new Function(pageScript)();
  const started = (window.__firstScreenData ?? []).map((request) => request.url);
  renderWithProviders(screenUi, { route: path });
  return started;
}

const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

describe("index.html's script asks for the first screen's data the screen itself asks for, once", () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    delete window.__firstScreenData;
    window.history.replaceState(null, '', '/');
  });

  it.each([
    { path: '/', role: 'customer', ui: <DashboardPage />, shows: 'My products' },
    { path: '/orders', role: 'customer', ui: <OrdersPage />, shows: 'SO-101502' },
    { path: '/admin', role: 'admin', ui: <ContactsPage />, shows: 'Contacts' },
  ])('$path', async ({ path, role, ui, shows }) => {
    storeToken(makeToken({ role }), false);
    const started = loadPage(path, ui);
    expect(started.length).toBeGreaterThan(0);

    expect((await screen.findAllByText(shows)).length).toBeGreaterThan(0);
    await waitFor(() => expect(window.__firstScreenData).toEqual([]));
    for (const url of started) expect(urls().filter((called) => called === url)).toHaveLength(1);
  });

  it('the dashboard draws the products the page already received in its first render, not a skeleton', async () => {
    storeToken(makeToken({ role: 'customer' }), false);
    window.history.replaceState(null, '', '/');
    new Function(pageScript)();
    await waitFor(() => expect(window.__firstScreenData?.[0]?.body).toBeDefined());
    // The app's query settings: its replies stay fresh for a while, so the one received is not asked again.
    const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
    renderWithProviders(<DashboardPage />, { route: '/', client });
    // Synchronously: no request of its own has answered yet.
    expect(screen.getByText('Machine 1')).toBeInTheDocument();
    expect(urls().filter((url) => url.startsWith('/api/products'))).toHaveLength(1);
  });

  it('starts nothing for a signed-out reader or a list with its own parameters', () => {
    window.history.replaceState(null, '', '/orders');
    new Function(pageScript)();
    expect(window.__firstScreenData).toBeUndefined();
    storeToken(makeToken(), false);
    window.history.replaceState(null, '', '/orders?page=2');
    new Function(pageScript)();
    expect(window.__firstScreenData).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
