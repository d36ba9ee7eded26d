import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTokens, storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { AdminAccountPage } from './admin-account-page.tsx';

const fetchMock = vi.fn();

describe('admin account', { timeout: 40_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for the current password only to change the password, and stores the returned token', async () => {
    storeToken(makeToken({ role: 'finance' }), false);
    const newToken = makeToken({ role: 'finance', jti: 'renamed' });
    fetchMock.mockResolvedValue(jsonResponse(200, { token: newToken }));
    renderWithProviders(<AdminAccountPage />, { route: '/admin/account' });
    const user = userEvent.setup({ delay: null });

    // The form downloads with the page's first visit to it.
    await user.click(await screen.findByLabelText('New password'));
    await user.paste('a-new-secret-42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Current password is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(/^Current password/));
    await user.paste('portal-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/update');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      first_name: 'Olivia',
      last_name: 'Owner',
      lang_code: 'en',
      current_password: 'portal-demo-2026',
      password: 'a-new-secret-42',
    });
    await waitFor(() => expect(readTokens().token).toBe(newToken));
  });
});
