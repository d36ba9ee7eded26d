import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNotification } from '@owner-portal/contract/notifications/notifications';
import { storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { NotificationsPage } from './notifications-page.tsx';

const draft: AdminNotification = {
  id: 3,
  title: 'Holiday hours',
  content: '<img src=x onerror="alert(1)"> Support closes early.',
  link_url: null,
  link_text: null,
  is_external: false,
  title_es: null,
  content_es: null,
  link_text_es: null,
  audience: 'all' as const,
  published_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const fetchMock = vi.fn();

function renderAs(role: string) {
  storeToken(makeToken({ role }), false);
  fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH')
      return jsonResponse(200, { data: { ...draft, published_at: '2026-11-02T10:00:00Z' } });
    return jsonResponse(200, {
      data: [draft],
      meta: { pagination: { total: 1, count: 1, per_page: 15, current_page: 1, total_pages: 1 } },
    });
  });
  renderWithProviders(<NotificationsPage />, { route: '/admin/notifications' });
  return userEvent.setup({ delay: null });
}

describe('admin notifications', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the content as text, never as HTML, with its draft state', async () => {
    renderAs('admin');
    const row = (await screen.findByText('Holiday hours')).closest('tr')!;
    expect(within(row).getByText('<img src=x onerror="alert(1)"> Support closes early.')).toBeInTheDocument();
    expect(row.querySelector('img')).toBeNull();
    expect(within(row).getByText('Draft')).toBeInTheDocument();
  });

  it('publishes through PATCH …/publish', async () => {
    const user = renderAs('service');
    expect(await screen.findByRole('button', { name: 'New notification' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Actions for Holiday hours' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Publish' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/admin/notifications/3/publish',
        expect.objectContaining({ method: 'PATCH' }),
      ),
    );
  });

  it('gives tech the list only', async () => {
    renderAs('tech');
    await screen.findByText('Holiday hours');
    expect(screen.queryByRole('button', { name: 'New notification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Holiday hours' })).not.toBeInTheDocument();
  });
});
