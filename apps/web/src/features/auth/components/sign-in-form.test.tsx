import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../test/tokens.ts';
import { TOKEN_KEY } from '../../../shared/session/token-storage.ts';
import { RootRoute } from '../../../app/root-route.tsx';
import { SignInForm } from './sign-in-form.tsx';

const fetchMock = vi.fn();

async function submit(email: string, password: string, remember = false) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The form inside the route guard, which sends a signed-in user on. */
function renderForm(kind: 'customer' | 'staff', route = '/auth/login') {
  return renderWithProviders(<RootRoute />, {
    route,
    layoutChildren: (
      <>
        <Route path={kind === 'staff' ? '/admin/login' : '/auth/login'} element={<SignInForm kind={kind} />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </>
    ),
  });
}

describe('SignInForm', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the required messages and does not call the server', async () => {
    renderForm('customer');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed email address', async () => {
    renderForm('customer');
    await submit('not-an-email', 'secret');
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Unauthorized request" with "Wrong email or password." on a 401', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Wrong email or password.' }));
    renderForm('customer');
    await submit('owner@demo.test', 'wrong');
    expect(await screen.findByText('Unauthorized request')).toBeInTheDocument();
    expect(screen.getByText('Wrong email or password.')).toBeInTheDocument();
  });

  it('shows "Fail request" with the server message on other failures', async () => {
    fetchMock.mockResolvedValue(jsonResponse(429, { message: 'Too many sign-in attempts. Try again later.' }));
    renderForm('customer');
    await submit('owner@demo.test', 'secret');
    expect(await screen.findByText('Fail request')).toBeInTheDocument();
    expect(screen.getByText('Too many sign-in attempts. Try again later.')).toBeInTheDocument();
  });

  it('shows "Something was wrong. try again" when the server gives no message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderForm('customer');
    await submit('owner@demo.test', 'secret');
    expect(await screen.findByText('Fail request')).toBeInTheDocument();
    expect(screen.getByText('Something was wrong. try again')).toBeInTheDocument();
  });

  it('keeps the token for the browser session without remember-me and returns to the target', async () => {
    const token = makeToken();
    fetchMock.mockResolvedValue(jsonResponse(200, { access_token: token }));
    renderForm('customer', '/auth/login?redirect=%2Forders');
    await submit('owner@demo.test', 'secret');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders$/));
    expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/login');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'owner@demo.test', password: 'secret', remember: false });
  });

  it('keeps the token across browser restarts with remember-me, and sends staff to /admin', async () => {
    const token = makeToken({ role: 'admin' });
    fetchMock.mockResolvedValue(jsonResponse(200, { access_token: token }));
    renderForm('staff', '/admin/login');
    await submit('admin@demo.test', 'secret', true);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect((fetchMock.mock.calls[0] as [string])[0]).toBe('/api/admin/login');
  });

  it('offers the forgot-password link on the customer form only', () => {
    const { unmount } = renderForm('customer');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/password/request');
    unmount();
    renderForm('staff', '/admin/login');
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    renderForm('customer');
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show or hide the password' }));
    expect(input).toHaveAttribute('type', 'text');
  });
});
