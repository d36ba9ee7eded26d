import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookEndpoint } from '@owner-portal/contract/webhooks/webhooks';
import { storeToken } from '../../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../../test/tokens.ts';
import { WebhooksPage } from './webhooks-page.tsx';

const fetchMock = vi.fn();
const endpoint = (values: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id: 1,
  url: 'https://erp.example.com/portal',
  events: ['contact.created'],
  enabled: true,
  failing_since: null,
  disabled_for_failures_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...values,
});
const page = (rows: WebhookEndpoint[]) => ({
  data: rows,
  meta: { pagination: { total: rows.length, count: rows.length, per_page: 15, current_page: 1, total_pages: 1 } },
});
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYq=';

describe('webhooks', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    storeToken(makeToken({ role: 'admin' }), false);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows a new endpoint’s secret once, to copy, and never again after closing', async () => {
    let rows = [endpoint({})];
    const posted: unknown[] = [];
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        const added = endpoint({ id: 2, url: 'https://crm.example.com/hooks', events: ['training.booked'] });
        rows = [...rows, added];
        return jsonResponse(201, { data: added, secret: SECRET });
      }
      return jsonResponse(200, page(rows));
    });
    renderWithProviders(<WebhooksPage />, { route: '/admin/webhooks' });
    const user = userEvent.setup({ delay: null });
    await screen.findByText('https://erp.example.com/portal');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const form = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await user.type(await within(form).findByRole('textbox', { name: /URL/ }), 'https://crm.example.com/hooks');
    await user.click(within(form).getByRole('checkbox', { name: /training\.booked/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog', { name: 'Signing secret of the new endpoint' });
    expect(within(dialog).getByTestId('webhook-secret')).toHaveTextContent(SECRET);
    expect(within(dialog).getByText(/shown only now/)).toBeInTheDocument();
    expect(posted).toEqual([{ url: 'https://crm.example.com/hooks', events: ['training.booked'] }]);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog', { name: 'Signing secret of the new endpoint' })).not.toBeInTheDocument();
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
    expect(await screen.findByText('https://crm.example.com/hooks')).toBeInTheDocument();
  });

  it('tells staff which endpoints were disabled after a day of failures', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(
        200,
        page([
          endpoint({}),
          endpoint({
            id: 3,
            url: 'https://down.example.com/in',
            enabled: false,
            failing_since: '2026-11-20T08:00:00.000Z',
            disabled_for_failures_at: '2026-11-21T09:00:00.000Z',
          }),
        ]),
      ),
    );
    renderWithProviders(<WebhooksPage />, { route: '/admin/webhooks' });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('1 endpoint was disabled');
    expect(notice).toHaveTextContent('https://down.example.com/in');
    const row = (await screen.findAllByText('https://down.example.com/in'))
      .find((el) => el.closest('tr'))!
      .closest('tr')!;
    expect(within(row).getByText('Disabled after failures')).toBeInTheDocument();
    expect(within(row).getByText(/Failing since/)).toBeInTheDocument();
  });
});
