import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { ApiKeysPage } from './api-keys-page.tsx';

const fetchMock = vi.fn();
const KEY = `op_${'k'.repeat(43)}`;
const erp = {
  id: 7,
  name: 'NetSuite production',
  scopes: ['customers:write', 'orders:write'],
  prefix: 'op_AbCd1234',
  created_at: '2026-11-01T10:00:00.000Z',
  last_used_at: null,
  expires_at: null,
};
const page = (rows: unknown[]) =>
  jsonResponse(200, {
    data: rows,
    meta: { pagination: { total: rows.length, count: rows.length, per_page: 15, current_page: 1, total_pages: 1 } },
  });

describe('API keys', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    storeToken(makeToken({ role: 'admin' }), false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('creates a key with its scopes and shows it once, in a dialog that forgets it when closed', async () => {
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse(201, { data: erp, key: KEY });
      }
      return page(sent.length ? [erp] : []);
    });
    renderWithProviders(<ApiKeysPage />, { route: '/admin/api-keys' });
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const form = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(await within(form).findByRole('textbox', { name: /Name/ }), 'NetSuite production');
    await user.click(within(form).getByRole('checkbox', { name: /Customers and contacts/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Orders and shipments/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const reveal = await screen.findByRole('dialog', { name: 'API key for NetSuite production' });
    expect(sent).toEqual([{ name: 'NetSuite production', scopes: ['customers:write', 'orders:write'] }]);
    expect(within(reveal).getByRole('textbox', { name: 'API key' })).toHaveValue(KEY);
    expect(within(reveal).getByText(/shown only this once/)).toBeInTheDocument();
    await user.click(within(reveal).getByRole('button', { name: 'I have stored the key' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /API key for/ })).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(KEY)).not.toBeInTheDocument();
    const row = (await screen.findByText('NetSuite production')).closest('tr')!;
    expect(within(row).getByText('op_AbCd1234…')).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
  });

  it('revokes a key only after asking, and offers no edit', async () => {
    let revoked = false;
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE') {
        expect(url).toContain('/api/admin/api-keys/7');
        revoked = true;
        return jsonResponse(204);
      }
      return page(revoked ? [] : [erp]);
    });
    renderWithProviders(<ApiKeysPage />, { route: '/admin/api-keys' });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('NetSuite production');
    await user.click(screen.getByRole('button', { name: 'Actions for NetSuite production' }));
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const question = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(revoked).toBe(false);
    await user.click(within(question).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText(/The API key was revoked/)).toBeInTheDocument();
    expect(revoked).toBe(true);
  });
});
