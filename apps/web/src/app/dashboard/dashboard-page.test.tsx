import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { storeToken } from '../../shared/session/token-storage.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { makeToken } from '../../test/tokens.ts';
import { signedInWithFetch } from '../../test/signed-in-fetch.ts';
import { DASHBOARD_REPLIES, routeFetch } from './dashboard-fixtures.ts';
import { DashboardPage } from './dashboard-page.tsx';

const fetchMock = vi.fn();
const CUSTOMER = {
  id: 5,
  company_name: 'Stitch & Thread Co.',
  subsidiary_id: 1,
  sales_rep_name: 'Maria Lopez',
  sales_rep_email: 'maria@reps.test',
  sales_rep_phone: '4075550101',
  unlocked_trainings: 0,
};

describe('DashboardPage', () => {
  signedInWithFetch(fetchMock);

  it('shows the gift card total, event codes, four products, the last order and the sales rep', async () => {
    fetchMock.mockImplementation(routeFetch(DASHBOARD_REPLIES));
    renderWithProviders(<DashboardPage />);

    expect(await screen.findByText('$185.75')).toBeInTheDocument();

    const claim = await screen.findByRole('link', { name: /Claim your ticket/ });
    expect(claim).toHaveAttribute('href', 'https://tickets.example.com/iss?code=ISSLB-7F3K');
    expect(claim).toHaveAttribute('target', '_blank');
    expect(claim).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByTestId('event-PUE-2H9Q')).getByText('REDEEMED')).toBeInTheDocument();
    expect(within(screen.getByTestId('event-ISSLB-7F3K')).queryByText('REDEEMED')).not.toBeInTheDocument();

    const products = screen.getByRole('region', { name: 'My products' });
    expect(await within(products).findAllByRole('article')).toHaveLength(4);
    expect(within(products).getByRole('link', { name: 'Machine 1' })).toHaveAttribute('href', '/products/1');
    expect(within(products).getByText('Chroma')).toBeInTheDocument();

    const lastOrder = screen.getByRole('region', { name: 'Last order' });
    expect(await within(lastOrder).findByRole('link', { name: 'View order SO-101502' })).toHaveAttribute(
      'href',
      '/orders/SO-101502',
    );
    const current = within(lastOrder)
      .getAllByRole('listitem')
      .find((step) => step.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Packed');
    expect(within(lastOrder).getByText('Your items are expected to ship on November 24, 2026.')).toBeInTheDocument();

    const rep = screen.getByRole('region', { name: 'Your sales rep' });
    expect(within(rep).getByText('Maria Lopez')).toBeInTheDocument();
    expect(within(rep).getByRole('link', { name: /maria@reps.test/ })).toHaveAttribute(
      'href',
      'mailto:maria@reps.test',
    );
    expect(within(rep).getByRole('link', { name: /\(407\) 555 - 0101/ })).toHaveAttribute('href', 'tel:4075550101');

    const referrals = screen.getByRole('region', { name: 'Available credit' });
    expect(await within(referrals).findByText('$778.78')).toBeInTheDocument();

    const calls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(calls).toContain('/api/customer/get_referral_stats?page=1');
    expect(calls).toContain('/api/products?per_page=4&page=1');
    expect(calls).toContain(
      '/api/orders?include=fulfillments%2Cfulfillments.statuses%2Cfulfillments.items&limit=1&order_by=created_at&order_dir=desc',
    );
  });

  it('shows an icon and a sentence for each empty state', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        '/api/giftcards': { data: [], meta: { total_balance: 0 } },
        '/api/events': { data: [] },
        '/api/products': {
          data: [],
          meta: { pagination: { total: 0, count: 0, per_page: 4, current_page: 1, total_pages: 0 } },
        },
        '/api/orders': {
          data: [],
          meta: { pagination: { total: 0, count: 0, per_page: 1, current_page: 1, total_pages: 0 } },
        },
      }),
    );
    storeToken(
      makeToken({ customer: { ...CUSTOMER, sales_rep_name: null, sales_rep_email: null, sales_rep_phone: null } }),
      false,
    );
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('You have no event codes right now.')).toBeInTheDocument();
    expect(await screen.findByText(/You do not have any products yet/)).toBeInTheDocument();
    expect(await screen.findByText('You have not placed an order yet.')).toBeInTheDocument();
    expect(screen.getByText('No sales rep is assigned to your company yet.')).toBeInTheDocument();
    expect(await screen.findByText('$0.00')).toBeInTheDocument();
  });

  it('shows skeletons while loading', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderWithProviders(<DashboardPage />);
    expect(screen.getAllByLabelText('Loading').length).toBeGreaterThan(0);
  });
});
