import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { z } from 'zod';
import { registerNamespace } from '../i18n/register-namespace.ts';
import { storeToken } from '../session/token-storage.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { jsonResponse, makeToken } from '../../test/tokens.ts';
import { AdminResourceDetail } from './admin-resource-detail.tsx';
import { AdminResourcePage } from './admin-resource-page.tsx';
import { defineResource } from './define-resource.ts';
import { resourceApi } from './resource-api.ts';

type Shop = { id: number; name: string; region: 'us' | 'europe' };

const texts = {
  title: 'Shops',
  empty: 'No shops yet.',
  addTitle: 'Add shop',
  editTitle: 'Edit shop',
  saved: 'The shop was saved.',
  deleted: 'The shop was deleted.',
  deleteTitle: 'Delete shop',
  deleteText: 'Delete {{name}}?',
  columns: { name: 'Name', region: 'Region' },
  fields: { name: 'Name', region: 'Region' },
  options: { region: { us: 'US', europe: 'Europe' } },
  filters: { region: { label: 'Region', us: 'US', europe: 'Europe' } },
  actions: {
    view: 'View',
    add: 'Add shop',
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    menu: 'Actions for {{name}}',
    edit: 'Edit',
    delete: 'Delete',
  },
  errors: { load: 'The shops could not be loaded.', delete: 'The shop could not be deleted' },
};
registerNamespace('test-shops', { en: texts, es: texts });

const shops = defineResource({
  namespace: 'test-shops',
  area: 'notifications',
  routeName: 'admin-notifications',
  api: resourceApi<Shop, unknown>({ key: ['test', 'shops'], path: '/admin/shops' }),
  name: (shop) => shop.name,
  columns: [
    { key: 'name', sortable: true },
    { key: 'region', render: (shop, t) => t(`options.region.${shop.region}`) },
  ],
  filters: [{ name: 'region', options: ['us', 'europe'] }],
  form: {
    schema: z.object({ name: z.string().min(1), region: z.enum(['us', 'europe']) }),
    fields: { name: {}, region: {} },
  },
});

const page = (data: Shop[], current = 1, totalPages = 1) => ({
  data,
  meta: {
    pagination: {
      total: data.length,
      count: data.length,
      per_page: 15,
      current_page: current,
      total_pages: totalPages,
    },
  },
});
const fetchMock = vi.fn();
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));
const location = () => screen.getByTestId('location').textContent ?? '';

describe('AdminResourcePage', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists, and shows Add, Edit and Delete only to a role that may use them by the action rule', async () => {
    storeToken(makeToken({ role: 'tech' }), false);
    fetchMock.mockResolvedValue(jsonResponse(200, page([{ id: 1, name: 'Hoops', region: 'europe' }])));
    renderWithProviders(<AdminResourcePage resource={shops} />, { route: '/admin/shops' });
    const row = (await screen.findByText('Hoops')).closest('tr')!;
    expect(within(row).getByText('Europe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Hoops' })).not.toBeInTheDocument();
    expect(screen.getByText('1 result')).toBeInTheDocument();
  });

  it('adds through the form derived from the schema: an enum is a select, a 422 shows under its field', async () => {
    storeToken(makeToken({ role: 'admin' }), false);
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? jsonResponse(422, { message: 'Invalid.', errors: { name: ['The name has already been taken.'] } })
        : jsonResponse(200, page([])),
    );
    const user = userEvent.setup();
    renderWithProviders(<AdminResourcePage resource={shops} />, { route: '/admin/shops' });
    await user.click(await screen.findByRole('button', { name: 'Add shop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add shop' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Hoops');
    await user.click(within(dialog).getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Europe' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The name has already been taken.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST');
    expect(JSON.parse(String((post?.[1] as RequestInit).body))).toEqual({ name: 'Hoops', region: 'europe' });
  });

  it('says the list could not be loaded, with a retry, instead of the empty text', async () => {
    storeToken(makeToken({ role: 'admin' }), false);
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Server Error' }));
    const user = userEvent.setup();
    renderWithProviders(<AdminResourcePage resource={shops} />, { route: '/admin/shops' });
    expect(await screen.findByText('The shops could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('No shops yet.')).not.toBeInTheDocument();
    fetchMock.mockResolvedValue(jsonResponse(200, page([{ id: 1, name: 'Hoops', region: 'us' }])));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hoops')).toBeInTheDocument();
    expect(screen.queryByText('The shops could not be loaded.')).not.toBeInTheDocument();
  });

  it('says nothing matched the search, and sends the search and filters from the URL', async () => {
    storeToken(makeToken({ role: 'admin' }), false);
    fetchMock.mockResolvedValue(jsonResponse(200, page([])));
    renderWithProviders(<AdminResourcePage resource={shops} />, { route: '/admin/shops?search=zz&region=us' });
    expect(await screen.findByText('Nothing matched the search “zz”.')).toBeInTheDocument();
    expect(screen.queryByText('No shops yet.')).not.toBeInTheDocument();
    expect(urls()[0]).toBe('/api/admin/shops?page=1&search=zz&region=us');
  });

  it('goes to the last page when the URL names a page past the end', async () => {
    storeToken(makeToken({ role: 'admin' }), false);
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('page=9')
        ? jsonResponse(200, page([], 9, 2))
        : jsonResponse(200, page([{ id: 1, name: 'Hoops', region: 'us' }], 2, 2)),
    );
    renderWithProviders(<AdminResourcePage resource={shops} />, { route: '/admin/shops?page=9' });
    await waitFor(() => expect(location()).toBe('/admin/shops?page=2'));
    expect(await screen.findByText('Hoops')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('links View and Edit to the resource’s view/{id} and edit/{id} pages when it has them', async () => {
    storeToken(makeToken({ role: 'admin' }), false);
    fetchMock.mockResolvedValue(jsonResponse(200, page([{ id: 4, name: 'Hoops', region: 'us' }])));
    const withPages = {
      ...shops,
      viewPage: ({ id }: { id: string }) => <p>Shop {id} in full</p>,
      editPage: () => null,
    };
    const user = userEvent.setup();
    renderWithProviders(<AdminResourcePage resource={withPages} />, {
      route: '/admin/notifications',
      extraRoutes: (
        <Route
          path="/admin/notifications/view/:id"
          element={<AdminResourceDetail resource={withPages} kind="view" />}
        />
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Actions for Hoops' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/admin/notifications/edit/4',
    );
    await user.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(await screen.findByText('Shop 4 in full')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shops' })).toHaveAttribute('href', '/admin/notifications');
  });
});
