import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { SalesRepsPage } from './sales-reps-page.tsx';

const fetchMock = vi.fn();
const maria = {
  id: 1,
  name: 'Maria Lopez',
  email: 'maria@reps.test',
  phone: '4075550101',
  customers_count: 5,
  created_at: '2026-11-01T10:00:00.000Z',
};

describe('sales reps', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the server’s message when a rep still assigned cannot be deleted', async () => {
    storeToken(makeToken({ role: 'admin' }), false);
    const message = 'This sales rep is still assigned to 5 customers.';
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? jsonResponse(422, { message, errors: { id: [message] } })
        : jsonResponse(200, {
            data: [maria],
            meta: { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1 } },
          }),
    );
    renderWithProviders(<SalesRepsPage />, { route: '/admin/sales-reps' });
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Maria Lopez')).closest('tr')!;
    expect(within(row).getByText('(407) 555 - 0101')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Maria Lopez' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete sales rep' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('The sales rep could not be deleted')).toBeInTheDocument();
    expect(screen.getByText('Maria Lopez')).toBeInTheDocument();
  });
});
