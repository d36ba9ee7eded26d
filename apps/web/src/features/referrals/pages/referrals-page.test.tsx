import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { signedInWithFetch } from '../../../test/signed-in-fetch.ts';
import { routeFetch } from '../../../app/dashboard/dashboard-fixtures.ts';
import { ReferralsPage } from './referrals-page.tsx';

const fetchMock = vi.fn();
const page = (data: unknown[]) => ({
  data,
  meta: { pagination: { total: data.length, count: data.length, per_page: 15, current_page: 1, total_pages: 1 } },
});
const sale = {
  id: 1,
  referrer_id: 5,
  customer_id: null,
  customer: 'Hoop Dreams Embroidery',
  created_at: '2026-10-01T12:00:00.000Z',
  type: 'sale',
  is_shopify_sale: 0,
  order_number: 'SO-51001',
  invoice_memo_number: 'INV-51001',
  amount: 18995,
  referral_value: 1000,
  balance: 1000,
  machine_type: 'Embroidery',
  machine_type_referral_tag_value: 1000,
  self_referral: false,
  approved: true,
};
const redemption = {
  ...sale,
  id: 2,
  type: 'redemption',
  customer: null,
  order_number: null,
  invoice_memo_number: null,
  amount: 1000,
  referral_value: -1000,
  balance: 0,
  machine_type: null,
};
const stats = (overrides: object) => ({
  referred_order_items: page([sale]),
  referred_customers_count: 1,
  redeemed_amount: 1000,
  unredeemed_amount: 0,
  available_credit: 0,
  referrals_count: 1,
  minimum_referrals: 3,
  pending_approval_count: 0,
  is_influencer: true,
  ...overrides,
});
const links = {
  data: ['embroidery', 'dtg', 'digitizing'].map((product_family, i) => ({
    product_family,
    code: `code-${i}`,
    url: `http://portal.test/r/code-${i}`,
    visits: i,
  })),
};

describe('ReferralsPage', () => {
  signedInWithFetch(fetchMock);

  it('speaks of Rewards to an influencer and disables available rewards while nothing is payable', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        '/api/customer/get_referral_stats': stats({}),
        '/api/customer/referral-links': links,
        '/api/customer/referrals': page([redemption, sale]),
      }),
    );
    renderWithProviders(<ReferralsPage />);
    expect(await screen.findByText('Redeemed rewards')).toBeInTheDocument();
    expect(screen.queryByText(/credits?/i)).not.toBeInTheDocument();
    const available = screen.getByTestId('stat-available');
    expect(available).toHaveAttribute('aria-disabled', 'true');
    expect(within(available).getByText(/not above \$0\.00/)).toBeInTheDocument();
    expect(screen.getByText('1 of the 3 referrals needed before anything is payable.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Copy the DTG printers link' })).toBeInTheDocument();
    expect(screen.getByDisplayValue('http://portal.test/r/code-0')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Referral history' });
    expect(await within(history).findByText('-$1,000.00')).toBeInTheDocument();
    expect(within(history).getByText('Redeemed')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Referred order items' })).toHaveTextContent('SO-51001');
  });

  it('speaks of Credits to an owner and enables available credit above $0.00', async () => {
    fetchMock.mockImplementation(
      routeFetch({
        '/api/customer/get_referral_stats': stats({
          is_influencer: false,
          available_credit: 12.5,
          unredeemed_amount: 12.5,
          minimum_referrals: 1,
        }),
        '/api/customer/referral-links': links,
        '/api/customer/referrals': page([]),
      }),
    );
    renderWithProviders(<ReferralsPage />);
    expect(await screen.findByText('Available credit')).toBeInTheDocument();
    expect(screen.getByTestId('stat-available')).not.toHaveAttribute('aria-disabled');
    expect(await screen.findByText('No referral activity matches these filters.')).toBeInTheDocument();
  });
});
