import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult } from '@owner-portal/contract/search/search';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { storeToken } from '../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../test/tokens.ts';
import { SearchCombobox } from './search-combobox.tsx';

const fetchMock = vi.fn();
const RESULTS: SearchResult[] = [
  { kind: 'contact', id: 7, title: 'Olivia Owner', subtitle: 'owner@demo.test · Stitch & Thread Co.' },
  { kind: 'unit', id: 42, title: 'CHI-7731-2210', subtitle: 'Chroma Inspire · Stitch & Thread Co.' },
  { kind: 'order', id: 9, title: 'SO-100587', subtitle: 'Stitch & Thread Co.' },
];

function renderBox(reply: () => Response) {
  storeToken(makeToken({ role: 'service' }), false);
  fetchMock.mockImplementation(async () => reply());
  renderWithProviders(<SearchCombobox />, { route: '/admin' });
  return screen.getByRole('combobox');
}
const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').searchParams.get('q'));

describe('the header search box', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks once typing pauses for 500 ms, not per key, and lists the results grouped by kind', async () => {
    const box = renderBox(() => jsonResponse(200, { results: RESULTS }));
    expect(box).toHaveAccessibleName('Search contacts, companies, serial numbers and orders');
    const user = userEvent.setup();
    await user.type(box, 'c');
    expect(await screen.findByText('Type at least 2 characters.')).toBeInTheDocument();
    await user.type(box, 'hi-7731');
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: /CHI-7731-2210/ }, { timeout: 3000 })).toBeInTheDocument();
    expect(asked()).toEqual(['chi-7731']);
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(listbox).toHaveTextContent(
      /Contacts.*Olivia Owner.*Units \(serial numbers\).*CHI-7731-2210.*Orders.*SO-100587/,
    );
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens the highlighted result with the arrow keys and Enter, and the first one with Enter alone', async () => {
    const box = renderBox(() => jsonResponse(200, { results: RESULTS }));
    const user = userEvent.setup();
    await user.type(box, 'chi-7731');
    await screen.findByRole('option', { name: /CHI-7731-2210/ }, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers/units/42');
    await user.type(box, 'olivia');
    await screen.findByRole('option', { name: /Olivia Owner/ }, { timeout: 3000 });
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/view/7');
  });

  it('says when nothing matched and when the search failed', async () => {
    let status = 200;
    const box = renderBox(() =>
      status === 200 ? jsonResponse(200, { results: [] }) : jsonResponse(500, { message: 'Server error.' }),
    );
    const user = userEvent.setup();
    await user.type(box, 'zz');
    expect(await screen.findByText('Nothing found for “zz”.', undefined, { timeout: 3000 })).toBeInTheDocument();
    status = 500;
    await user.type(box, 'q');
    expect(await screen.findByText('The search failed. Try again.', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      const box = renderBox(() => jsonResponse(200, { results: RESULTS }));
      expect(box).toHaveAccessibleName('Buscar contactos, empresas, números de serie y pedidos');
      await userEvent.setup().type(box, 'chi');
      await waitFor(() => expect(screen.getByText('Equipos (números de serie)')).toBeInTheDocument(), {
        timeout: 3000,
      });
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });
});
