import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contact } from '@owner-portal/contract/contacts/contacts';
import { STAFF_ROLES } from '@owner-portal/contract/roles';
import { storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { contactPermissions } from '../contacts-resource.tsx';
import { ContactsPage } from './contacts-page.tsx';

const contact: Contact = {
  id: 7,
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'ada@example.com',
  phone: '2223334444',
  internal_id: '12',
  invite_sent_at: '2026-11-22T19:05:00',
  unlocked_trainings: 1,
  lang_code: 'en',
  created_at: '2026-11-01T10:00:00.000Z',
  customer: { id: 3, company_name: 'Stitch & Thread Co.', subsidiary_id: 1 },
};
const page = (data: Contact[]) => ({
  data,
  meta: { pagination: { total: data.length, count: data.length, per_page: 15, current_page: 1, total_pages: 1 } },
});

const fetchMock = vi.fn();

function renderAs(role: string, rows: Contact[] = [contact]) {
  storeToken(makeToken({ role }), false);
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (init?.method === 'DELETE') return jsonResponse(204);
    if (String(url).includes('/reinvite'))
      return jsonResponse(200, { data: { ...contact, invite_sent_at: '2026-11-23T08:30:00' } });
    return jsonResponse(200, page(rows));
  });
  renderWithProviders(<ContactsPage />, { route: '/admin' });
  return userEvent.setup({ delay: null });
}

type User = ReturnType<typeof userEvent.setup>;

async function openRowMenu(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Actions for Ada Admin' }));
  await screen.findByRole('menu');
}

/** The row menu's items, in order. */
async function rowMenu(user: User): Promise<string[]> {
  await openRowMenu(user);
  return screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');
}

const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method);

describe('contacts: who sees which action (tech may only edit)', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it.each(STAFF_ROLES.filter((role) => role !== 'tech'))('%s may add, invite, edit and delete', (role) => {
    expect(contactPermissions(role)).toEqual({ add: true, sendInvite: true, edit: true, delete: true });
  });

  it('tech may only update: edit and resend the invite', () => {
    expect(contactPermissions('tech')).toEqual({ add: false, sendInvite: true, edit: true, delete: false });
  });

  it('shows admin every action, with the formatted row', async () => {
    const user = renderAs('admin');
    const row = (await screen.findByText('Ada Admin')).closest('tr')!;
    expect(within(row).getByText('(222) 333 - 4444')).toBeInTheDocument();
    expect(within(row).getByText('11/22/2026 7:05 p.m.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add contact' })).toBeInTheDocument();
    expect(await rowMenu(user)).toEqual(['View', 'Resend invite', 'View the portal as this contact', 'Edit', 'Delete']);
  });

  it('shows tech edit but neither add nor delete', async () => {
    const user = renderAs('tech');
    await screen.findByText('Ada Admin');
    expect(screen.queryByRole('button', { name: 'Add contact' })).not.toBeInTheDocument();
    expect(await rowMenu(user)).toEqual(['View', 'Resend invite', 'View the portal as this contact', 'Edit']);
  });

  it('shows the empty message when no contact matches', async () => {
    renderAs('admin', []);
    expect(await screen.findByText('No contacts match these filters.')).toBeInTheDocument();
  });
});

describe('contacts: row actions', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('deletes only after the confirmation', async () => {
    const user = renderAs('admin');
    await openRowMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete contact' });
    expect(within(dialog).getByText('Delete Ada Admin? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('DELETE')).toHaveLength(0);

    await openRowMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete contact' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0]?.[0])).toBe('/api/admin/customer_users/7');
  });

  it('shows the new invite time at once after resending', async () => {
    const user = renderAs('admin');
    await openRowMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Resend invite' }));
    expect(await screen.findByText('11/23/2026 8:30 a.m.')).toBeInTheDocument();
    expect(String(calls('POST')[0]?.[0])).toBe('/api/admin/customer_users/7/reinvite');
  });
});

describe('contacts: opening a contact’s portal asks why first', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('requires a reason of 3 characters or more, then sends it with the contact and opens the portal', async () => {
    const user = renderAs('service');
    fetchMock.mockImplementation(async (url: string) =>
      String(url).includes('/impersonate')
        ? jsonResponse(200, { access_token: makeToken({ typ: 'impersonation' }) })
        : jsonResponse(200, page([contact])),
    );
    await openRowMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'View the portal as this contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'View the portal as Ada Admin' });
    const open = within(dialog).getByRole('button', { name: 'Open the portal' });
    await user.click(open);
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'no');
    await user.click(open);
    expect(within(dialog).getByText('Reason must be at least 3 characters.')).toBeInTheDocument();
    expect(calls('POST')).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /Reason/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Ticket 4711 ');
    await user.click(open);
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    const [url, init] = calls('POST')[0] as [string, RequestInit];
    expect(url).toBe('/api/admin/customers/3/impersonate');
    expect(JSON.parse(String(init.body))).toEqual({ reason: 'Ticket 4711', customer_user_id: 7 });
    await waitFor(() => expect(window.sessionStorage.getItem('owner-portal.impersonation-token')).not.toBeNull());
  });
});
