import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import { storeImpersonationToken, storeToken, TOKEN_KEY } from '../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { jsonResponse, makeToken } from '../../test/tokens.ts';
import { AdminShell } from './admin-shell.tsx';
import { CustomerShell } from './customer-shell.tsx';
import { FIRST_TIME_FLAG_KEY } from './first-time-language-modal.tsx';

const fetchMock = vi.fn();
const languages = [
  { code: 'en', title: 'English' },
  { code: 'es', title: 'Español' },
];
const missingKeys: string[] = [];
const onMissing = (_lngs: readonly string[], ns: string, key: string) => missingKeys.push(`${ns}:${key}`);

function navNames(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

function renderCustomer(route = '/') {
  return renderWithProviders(<CustomerShell />, {
    route,
    path: '/',
    extraRoutes: <Route path="*" element={<p>elsewhere</p>} />,
  });
}

function renderAdmin() {
  return renderWithProviders(<AdminShell />, { route: '/admin', path: '/admin' });
}

describe('signed-in shells', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url: string) =>
      // The bell asks for the pending notifications; every other call here is the languages list.
      String(url).startsWith('/api/notifications')
        ? jsonResponse(200, { data: [] })
        : jsonResponse(200, {
            data: [
              { code: 'en', title: 'English' },
              { code: 'es', title: 'Español' },
            ],
          }),
    );
    window.localStorage.setItem(FIRST_TIME_FLAG_KEY, '1');
    i18n.options.saveMissing = true;
    i18n.on('missingKey', onMissing);
    missingKeys.length = 0;
  });
  afterEach(async () => {
    i18n.off('missingKey', onMissing);
    i18n.options.saveMissing = false;
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    // The shell is still mounted: it re-renders in English.
    await act(() => i18n.changeLanguage('en'));
  });

  it('gives a US customer the full navigation, side promotions and support links', async () => {
    storeToken(makeToken({ subsidiary: 1 }), false);
    renderCustomer();
    expect(navNames()).toEqual([
      'Dashboard',
      'My Products',
      'Pre-Training',
      'Post-Training',
      'Training Schedule',
      'My Orders',
      'Transaction History',
      'Referral Rewards',
    ]);
    expect(screen.getByRole('complementary', { name: 'Offers' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Support' }));
    expect(await screen.findByRole('link', { name: /maria@reps.test/ })).toHaveAttribute(
      'href',
      'mailto:maria@reps.test',
    );
    expect(screen.getByRole('link', { name: /\(407\) 555 - 0101/ })).toHaveAttribute('href', 'tel:4075550101');
    expect(missingKeys).toEqual([]);
  });

  it('hides pre-training, referrals and the side promotions from subsidiary 3', () => {
    storeToken(makeToken({ subsidiary: 3 }), false);
    renderCustomer();
    expect(navNames()).toEqual([
      'Dashboard',
      'My Products',
      'Post-Training',
      'Training Schedule',
      'My Orders',
      'Transaction History',
    ]);
    expect(screen.queryByRole('complementary', { name: 'Offers' })).not.toBeInTheDocument();
  });

  it('has a footer with Terms of Service and Privacy Policy', () => {
    storeToken(makeToken(), false);
    renderCustomer();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('opens the notification dialog with its empty text and mark-all-as-read', async () => {
    storeToken(makeToken(), false);
    renderCustomer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('Nothing pending :)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'mark all as read' })).toBeInTheDocument();
  });

  it('has a user menu with the account settings and logout', async () => {
    storeToken(makeToken(), false);
    renderCustomer();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Account menu for Olivia Owner' }));
    expect(await screen.findByRole('menuitem', { name: 'Account Setting' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/auth/logout');
  });

  it('shows the impersonation banner, and its action ends the impersonation on the server, drops its token and returns to /admin', async () => {
    storeToken(makeToken({ role: 'admin' }), false);
    const impersonation = makeToken({
      typ: 'impersonation',
      act: { id: 1, email: 'admin@demo.test', ver: 0, sid: 'staff-session' },
    });
    storeImpersonationToken(impersonation);
    renderCustomer();
    expect(screen.getByText('You are viewing the portal as Olivia Owner (Stitch & Thread Co.).')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Back to back office' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/));
    const end = fetchMock.mock.calls.find(([url]) => url === '/api/impersonation/end') as [string, RequestInit];
    expect(end[1]).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${impersonation}` } });
    expect(window.sessionStorage.getItem('owner-portal.impersonation-token')).toBeNull();
    expect(window.sessionStorage.getItem(TOKEN_KEY)).not.toBeNull();
  });

  it.each([
    ['en', 'Read-only: your role can look, not change anything.'],
    ['es', 'Solo lectura: su rol puede ver, pero no cambiar nada.'],
  ])('says in the banner (%s) when the impersonation is read-only, and only then', async (lang, text) => {
    await i18n.changeLanguage(lang);
    storeToken(makeToken({ role: 'tech' }), false);
    const act = { id: 1, email: 'tech@demo.test', ver: 0, sid: 'staff-session' };
    storeImpersonationToken(makeToken({ typ: 'impersonation', act: { ...act, read_only: true } }));
    const { unmount } = renderCustomer();
    expect(screen.getByText(text)).toBeInTheDocument();
    unmount();
    storeImpersonationToken(makeToken({ typ: 'impersonation', act }));
    renderCustomer();
    expect(screen.queryByText(text)).toBeNull();
  });

  it.each([
    [
      'admin',
      [
        'Pre-training',
        'Training Videos',
        'Post Training Videos',
        'Products',
        'Accessories',
        'Contacts',
        'Customers',
        'Payout Tags',
        'Sales Reps',
        'Webhooks',
        'Referral History',
        'Pending Payouts',
        'General Pending Payouts',
        'Notifications',
        'Event Codes',
        'Audit log',
        'API Keys',
        'Training Schedule US',
        'Training Schedule EU',
      ],
    ],
    ['service', ['Contacts', 'Customers', 'Notifications', 'Event Codes', 'Audit log', 'Training Schedule US']],
    ['accounting', ['Referral History', 'Pending Payouts', 'General Pending Payouts', 'Audit log']],
    ['europe', ['Contacts', 'Customers', 'Event Codes', 'Audit log', 'Training Schedule EU']],
    ['tech', ['Contacts', 'Customers', 'Notifications', 'Audit log', 'Training Schedule US']],
    // Every staff member reads the audit log (their own actions).
    ['finance', ['Audit log']],
  ])('shows %s only the admin areas its role may open', (role, expected) => {
    storeToken(makeToken({ role }), false);
    renderAdmin();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .queryAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(expected);
  });

  it.each([
    ['finance', 'Finance'],
    ['sales', 'Sales'],
  ])(
    'tells %s, whose role opens no list of its own, what it can do here instead of a bare sidebar',
    async (role, name) => {
      storeToken(makeToken({ role }), false);
      renderAdmin();
      const nav = screen.getByRole('navigation', { name: 'Main navigation' });
      expect(
        within(nav)
          .queryAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Audit log']);
      expect(within(nav).getByRole('region', { name: `What the ${name} role can do here` })).toHaveTextContent(
        `The ${name} role opens no back-office lists`,
      );
      // The landing page says it too, with what it can do (on a phone the sidebar is closed).
      const panels = await screen.findAllByRole('region', { name: `What the ${name} role can do here` });
      expect(panels).toHaveLength(2);
      expect(panels[1]).toHaveTextContent('keep your name, language and password up to date');
      expect(panels[1]).toHaveTextContent('what you did yourself in the Audit log');
    },
  );

  it('groups the admin navigation into Content, Manage and Training', () => {
    storeToken(makeToken({ role: 'admin' }), false);
    renderAdmin();
    expect(screen.getByRole('group', { name: 'Content' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Manage' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Training' })).toBeInTheDocument();
    expect(missingKeys).toEqual([]);
  });

  it('switches the language from the admin header and stores it on the user', async () => {
    const fresh = makeToken({ role: 'admin', jti: 'fresh' });
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/admin/update'
        ? jsonResponse(200, { token: fresh })
        : jsonResponse(200, {
            data: [
              { code: 'en', title: 'English' },
              { code: 'es', title: 'Español' },
            ],
          }),
    );
    storeToken(makeToken({ role: 'admin' }), false);
    renderAdmin();
    const user = userEvent.setup();
    const select = screen
      .getAllByLabelText('Language')
      .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden');
    if (!select) throw new Error('No language select');
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    expect(await screen.findByRole('group', { name: 'Gestión' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/admin/update') as [string, RequestInit];
    expect(call[1].method).toBe('PUT');
    expect(JSON.parse(String(call[1].body))).toEqual({ lang_code: 'es' });
    await waitFor(() => expect(window.sessionStorage.getItem(TOKEN_KEY)).toBe(fresh));
  });

  it('asks for a preferred language the first time, and closing it stores the flag', async () => {
    window.localStorage.removeItem(FIRST_TIME_FLAG_KEY);
    storeToken(makeToken(), false);
    renderCustomer();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your preferred language' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem(FIRST_TIME_FLAG_KEY)).toBe('1');
  });

  it('choosing a language in the first-time modal saves it with PUT /api/customer and switches at once', async () => {
    window.localStorage.removeItem(FIRST_TIME_FLAG_KEY);
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/customer'
        ? jsonResponse(200, { token: makeToken({ jti: 'fresh' }) })
        : jsonResponse(200, { data: url.startsWith('/api/languages') ? languages : [] }),
    );
    storeToken(makeToken(), false);
    renderCustomer();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your preferred language' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('link', { name: 'Mis pedidos' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/customer') as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({ lang_code: 'es' });
    expect(window.localStorage.getItem(FIRST_TIME_FLAG_KEY)).toBe('1');
  });

  it('a failed language save says so and leaves the interface in its language', async () => {
    window.localStorage.removeItem(FIRST_TIME_FLAG_KEY);
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/customer'
        ? jsonResponse(500, { message: 'Server error' })
        : jsonResponse(200, { data: url.startsWith('/api/languages') ? languages : [] }),
    );
    storeToken(makeToken(), false);
    renderCustomer();
    const dialog = await screen.findByRole('dialog', { name: 'Choose your preferred language' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Español' }));
    expect(await screen.findByText('Your language choice could not be saved. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    consoleError.mockRestore();
  });

  it('offers a skip link to the main content as the first stop of the Tab key', async () => {
    storeToken(makeToken(), false);
    renderCustomer();
    const user = userEvent.setup();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
