import { jsonResponse } from '../../test/tokens.ts';

/** The demo owner's replies, as the API gives them, for component tests. */
export const DASHBOARD_REPLIES: Record<string, unknown> = {
  '/api/giftcards': {
    data: [
      { id: 1, code: 'GC-4821', balance: 150.25 },
      { id: 2, code: 'GC-9310', balance: 35.5 },
    ],
    meta: { total_balance: 185.75 },
  },
  '/api/events': {
    data: [
      {
        id: 1,
        description: 'ISS Long Beach — one free trade show ticket',
        discount_code: 'ISSLB-7F3K',
        redeemed: false,
        claim_url: 'https://tickets.example.com/iss?code=ISSLB-7F3K',
      },
      { id: 2, description: 'Printing United Expo', discount_code: 'PUE-2H9Q', redeemed: true, claim_url: null },
    ],
  },
  '/api/products': {
    data: [1, 2, 3, 4].map((id) => ({
      id,
      name: id === 2 ? 'chroma inspire' : `machine ${id}`,
      display_name: `Machine ${id}`,
      netsuite_name: null,
      thumbnail: `/catalog/m${id}.svg`,
      has_videos: true,
      is_translation: false,
      is_chroma: id === 2,
      is_chroma_legacy: false,
      group: null,
      serial_number: `SN-${id}`,
      tier: 'Gold',
      order_date: '2025-03-22',
      units: [],
    })),
    meta: { pagination: { total: 6, count: 4, per_page: 4, current_page: 1, total_pages: 2 } },
  },
  '/api/customer/get_referral_stats': {
    referred_order_items: {
      data: [],
      meta: { pagination: { total: 5, count: 0, per_page: 15, current_page: 1, total_pages: 1 } },
    },
    referred_customers_count: 4,
    redeemed_amount: 600,
    unredeemed_amount: 778.78,
    available_credit: 778.78,
    referrals_count: 5,
    minimum_referrals: 1,
    pending_approval_count: 0,
    is_influencer: false,
  },
  '/api/orders': {
    data: [
      {
        id: 7,
        order_number: 'SO-101502',
        date: '2026-11-21',
        created_at: '2026-11-21T11:13:14.491Z',
        fulfillments: {
          data: [
            {
              id: 9,
              transaction_id: 'IF-101502-1',
              shipping_carrier: 'FedEx',
              shipping_tracking: null,
              shipping_date: '2026-11-24',
              is_shipped: false,
              current_status: 'Packed',
              items: {
                data: [
                  { id: 12, item_name: 'DTG Pretreatment Solution', description: null, serial_number: null, qty: 2 },
                  { id: 13, item_name: 'Magnetic Hoop Set', description: null, serial_number: null, qty: 1 },
                ],
              },
              statuses: { data: [] },
            },
          ],
        },
      },
    ],
    meta: { pagination: { total: 7, count: 1, per_page: 1, current_page: 1, total_pages: 7 } },
  },
};

/** A fetch stand-in answering by path; unknown paths answer 404. */
export function routeFetch(replies: Record<string, unknown>) {
  return async (input: string) => {
    const path = String(input).split('?')[0] ?? '';
    return path in replies ? jsonResponse(200, replies[path]) : jsonResponse(404, { message: 'Not found.' });
  };
}
