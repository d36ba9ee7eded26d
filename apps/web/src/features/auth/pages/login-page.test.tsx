import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../test/tokens.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import { clearAllTokens } from '../../../shared/session/token-storage.ts';
import { RootRoute } from '../../../app/root-route.tsx';
import { AdminLoginPage, LoginPage } from './login-page.tsx';

const fetchMock = vi.fn();
const expiredAt = (base: string, page: string) =>
  `${base}?redirect=${encodeURIComponent(page)}&reason=expired`;

function renderLogin(route: string) {
  return renderWithProviders(<RootRoute />, {
    route,
    layoutChildren: (
      <>
        <Route path="/auth/login" element={<LoginPage />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </>
    ),
  });
}

describe('a session that expired: the reader is told why and, once signed in, returns to the page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    act(() => clearAllTokens());
    await act(() => i18n.changeLanguage('en'));
  });

  it('says the session expired, in English and in Spanish', async () => {
    renderLogin(expiredAt('/auth/login', '/orders'));
    expect(screen.getByText(/Your session has expired\./)).toBeInTheDocument();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText(/Su sesión ha caducado\./)).toBeInTheDocument();
  });

  it('says nothing of a session on a plain visit to the sign-in page', () => {
    renderLogin('/auth/login');
    expect(screen.queryByText(/Your session has expired/)).not.toBeInTheDocument();
  });

  it('a customer returns to the page and list state they were on', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { access_token: makeToken() }));
    renderLogin(expiredAt('/auth/login', '/orders?page=3&search=ada'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'owner@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'portal-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\?page=3&search=ada$/));
  });

  it('staff return to the back-office page they were on', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { access_token: makeToken({ role: 'admin' }) }));
    renderLogin(expiredAt('/admin/login', '/admin/contacts'));
    expect(screen.getByText(/Your session has expired/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'admin@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'portal-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/contacts$/));
  });

  it('never leaves the portal: a return path to another site sends the reader home', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { access_token: makeToken() }));
    renderLogin(expiredAt('/auth/login', '/\\evil.example'));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'owner@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'portal-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
