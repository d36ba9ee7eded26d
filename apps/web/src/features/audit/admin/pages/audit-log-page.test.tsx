import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '@owner-portal/contract/audit/audit';
import { storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { AuditLogPage } from './audit-log-page.tsx';

const impersonation = {
  id: 5,
  reason: 'Owner asked for help booking',
  customer_user_id: 7,
  customer_user_name: 'Olivia Owner',
  started_at: '2026-11-26T10:00:00.000Z',
  expires_at: '2026-11-26T11:00:00.000Z',
  ended_at: '2026-11-26T10:20:00.000Z',
};
const entry = (values: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  created_at: '2026-11-26T10:00:00.000Z',
  actor: { kind: 'staff', id: 1, name: 'Ada Admin', email: 'admin@demo.test' },
  action: 'customer.update',
  subject: { type: 'customer', id: 3, name: 'Stitch & Thread Co.' },
  ip_address: '203.0.113.9',
  changes: [],
  details: null,
  impersonation: null,
  ...values,
});
const rows = [
  entry({
    id: 2,
    action: 'impersonation.start',
    subject: { type: 'customer_user', id: 7, name: 'Olivia Owner' },
    impersonation,
  }),
  entry({ id: 1, changes: [{ field: 'company_name', before: 'Stitch Co.', after: 'Stitch & Thread Co.' }] }),
];
const fetchMock = vi.fn();

describe('Admin → Audit log', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    storeToken(makeToken({ role: 'admin' }), false);
    fetchMock.mockImplementation(async (url: string) =>
      String(url).startsWith('/api/admin/audit-log/people')
        ? jsonResponse(200, { data: [{ value: 'staff:1', label: 'Ada Admin (admin@demo.test)' }] })
        : jsonResponse(200, {
            data: rows,
            meta: { pagination: { total: 2, count: 2, per_page: 15, current_page: 1, total_pages: 1 } },
          }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says who did what to which record in words, with the reason, the change and the address', async () => {
    renderWithProviders(<AuditLogPage />, { route: '/admin/audit-log' });
    const start = (await screen.findByText('Started viewing a portal as its owner')).closest('tr')!;
    expect(within(start).getByText('Reason: Owner asked for help booking')).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: 'as Olivia Owner' })).toHaveAttribute(
      'href',
      '/admin/audit-log?impersonation_id=5',
    );
    expect(within(start).getByRole('link', { name: 'Olivia Owner' })).toHaveAttribute('href', '/admin/view/7');
    const update = screen.getByText('Edited a customer').closest('tr')!;
    expect(update).toHaveTextContent('company_name: Stitch Co. → Stitch & Thread Co.');
    expect(update).toHaveTextContent('203.0.113.9');
    expect(within(update).getByRole('link', { name: 'Stitch & Thread Co.' })).toHaveAttribute(
      'href',
      '/admin/customers?search=3',
    );
  });

  it('shows an impersonation’s start, end and reason in the entry’s details', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AuditLogPage />, { route: '/admin/audit-log' });
    await user.click(await screen.findByRole('button', { name: 'Actions for entry #2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Details' }));
    const dialog = await screen.findByRole('dialog', { name: '#2' });
    expect(within(dialog).getByText('Started')).toBeInTheDocument();
    expect(within(dialog).getByText('Ended')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Owner asked for help booking').length).toBeGreaterThan(0);
    expect(
      within(dialog).getByRole('link', { name: 'Show everything done in this impersonation' }),
    ).toBeInTheDocument();
  });

  it('offers no add, edit or delete: the log is read only', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<AuditLogPage />, { route: '/admin/audit-log' });
    await user.click(await screen.findByRole('button', { name: 'Actions for entry #1' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Details']);
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });
});
