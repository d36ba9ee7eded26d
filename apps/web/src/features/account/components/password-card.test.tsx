import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readTokens } from '../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeToken } from '../../../test/tokens.ts';
import { signedInWithFetch } from '../../../test/signed-in-fetch.ts';
import { PasswordCard } from './password-card.tsx';

const fetchMock = vi.fn();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('PasswordCard', () => {
  signedInWithFetch(fetchMock);

  async function fill(current: string, next: string, confirmation: string) {
    const user = userEvent.setup();
    if (current) await user.type(screen.getByLabelText(/Current password/), current);
    if (next) await user.type(screen.getByLabelText(/^New password/), next);
    if (confirmation) await user.type(screen.getByLabelText(/Confirm new password/), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('asks for every field before sending anything', async () => {
    renderWithProviders(<PasswordCard />);
    await fill('', '', '');
    expect(await screen.findByText('Current password is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends PUT /api/customer/password and keeps the new token the server replies', async () => {
    const newToken = makeToken();
    fetchMock.mockResolvedValue(json(200, { token: newToken }));
    renderWithProviders(<PasswordCard />);
    await fill('portal-demo-2026', 'a-brand-new-secret', 'a-brand-new-secret');
    await waitFor(() => expect(readTokens().token).toBe(newToken));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/customer/password');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({
      current_password: 'portal-demo-2026',
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    });
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });

  it("shows the server's 422 text under the field it names", async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: 'The given data was invalid.',
        errors: { current_password: ['The current password is incorrect.'] },
      }),
    );
    renderWithProviders(<PasswordCard />);
    await fill('wrong-one', 'a-brand-new-secret', 'a-brand-new-secret');
    // Once under the field and once in the notification titled with the server message.
    await waitFor(() => expect(screen.getAllByText('The current password is incorrect.')).toHaveLength(2));
    expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
  });
});
