import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeToken } from '../../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { jsonResponse, makeToken } from '../../../test/tokens.ts';
import { NotificationList } from './notification-list.tsx';

const fetchMock = vi.fn();
const NOTIFICATIONS = [
  {
    id: 2,
    title: 'Trade show discount',
    content: '<b>20% off</b> with DECO20',
    link_url: 'https://example.com/trade-show',
    link_text: 'Get a ticket',
    is_external: true,
  },
  {
    id: 1,
    title: 'New pre-training videos',
    content: 'Fresh videos are ready.',
    link_url: '/training',
    link_text: 'Go to Pre-Training',
    is_external: false,
  },
];

/** A small server: GET lists what is unread, PATCH marks ids read. */
function fakeServer() {
  const unread = new Set(NOTIFICATIONS.map((n) => n.id));
  fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
    if (url === '/api/notifications/read' && init?.method === 'PATCH') {
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      ids.forEach((id) => unread.delete(id));
      return jsonResponse(200, { data: { read_ids: ids } });
    }
    return jsonResponse(200, { data: NOTIFICATIONS.filter((n) => unread.has(n.id)) });
  });
}

describe('NotificationList (the bell dialog)', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    storeToken(makeToken(), false);
    fakeServer();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists pending notifications with their content as text and safe links', async () => {
    renderWithProviders(<NotificationList onNavigate={() => {}} />);
    const list = await screen.findByRole('list', { name: 'Pending notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('<b>20% off</b> with DECO20')).toBeInTheDocument();
    expect(list.querySelector('b')).toBeNull();
    const external = within(list).getByRole('link', { name: /Get a ticket/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = within(list).getByRole('link', { name: 'Go to Pre-Training' });
    expect(internal).toHaveAttribute('href', '/training');
    expect(internal).not.toHaveAttribute('target');
  });

  it('marking one read sends PATCH notifications/read and removes it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationList onNavigate={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Mark as read', description: 'Trade show discount' }));
    await waitFor(() => expect(screen.queryByText('Trade show discount')).not.toBeInTheDocument());
    expect(screen.getByText('New pre-training videos')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/notifications/read');
    expect(JSON.parse(String((patch?.[1] as RequestInit).body))).toEqual({ ids: [2] });
  });

  it("'mark all as read' empties the list and shows 'Nothing pending :)'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationList onNavigate={() => {}} />);
    await screen.findByText('Trade show discount');
    await user.click(screen.getByRole('button', { name: 'mark all as read' }));
    expect(await screen.findByText('Nothing pending :)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'mark all as read' })).toBeDisabled();
  });
});
