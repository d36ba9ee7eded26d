import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEventCode } from '@owner-portal/contract/events/event-codes';
import { i18n } from '../../../../shared/i18n/i18n.ts';
import { storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { EventsPage } from './events-page.tsx';

const code: AdminEventCode = {
  id: 7,
  customer: { id: 3, company_name: 'Stitch & Thread' },
  description: 'ISS Long Beach — one free trade show ticket',
  description_es: null,
  discount_code: 'ISSLB-7F3K',
  redeemed: false,
  claim_url: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const fetchMock = vi.fn();
const page = {
  data: [code],
  meta: { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1 } },
};

describe('admin event codes', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    storeToken(makeToken({ role: 'service' }), false);
  });
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('writes the Spanish description with PUT /api/admin/events/{id}', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT' ? jsonResponse(200, { data: code }) : jsonResponse(200, page),
    );
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('ISSLB-7F3K')).closest('tr')!;
    expect(within(row).getByText('English only')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for ISSLB-7F3K' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event code' });
    // On a busy machine the form's code may still be downloading as the dialog opens.
    await user.type(await within(dialog).findByLabelText('Description in Spanish (optional)'), 'Una entrada gratuita');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [url, init] = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(url)).toContain('/api/admin/events/7');
    expect(JSON.parse(init.body)).toEqual({
      customer_id: 3,
      description: 'ISS Long Beach — one free trade show ticket',
      description_es: 'Una entrada gratuita',
      discount_code: 'ISSLB-7F3K',
      claim_url: null,
      redeemed: false,
    });
  });

  it('shows a taken discount code under its field', async () => {
    const taken = 'The discount code has already been taken.';
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? jsonResponse(422, { message: 'The given data was invalid.', errors: { discount_code: [taken] } })
        : jsonResponse(200, page),
    );
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Actions for ISSLB-7F3K' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit event code' });
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
  });

  it('shows the server’s taken-code text in Spanish in the Spanish interface', async () => {
    const taken = 'The discount code has already been taken.';
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? jsonResponse(422, { message: 'The given data was invalid.', errors: { discount_code: [taken] } })
        : jsonResponse(200, page),
    );
    await i18n.changeLanguage('es');
    renderWithProviders(<EventsPage />, { route: '/admin/events' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Acciones para ISSLB-7F3K' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar código de evento' });
    await user.click(await within(dialog).findByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('El código de descuento ya está en uso.')).toBeInTheDocument();
    expect(within(dialog).queryByText(taken)).toBeNull();
  });
});
