import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/sessions.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  other = (await signIn(t.app, 'other.owner@demo.test')).headers;
});
afterAll(() => t.close());

const get = (url: string, headers = owner) => t.app.inject({ url, headers });
const INCLUDE = 'include=fulfillments,fulfillments.statuses,fulfillments.items';

describe('GET /api/orders', () => {
  it("lists the company's orders newest first, paged", async () => {
    const res = await get('/api/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((o: { order_number: string }) => o.order_number)).toEqual([
      'SO-101502',
      'SO-101470',
      'SO-101455',
      'SO-101390',
      'SO-101044',
      'SO-100587',
      'SO-100231',
    ]);
    expect(body.meta.pagination).toEqual({ total: 7, count: 7, per_page: 15, current_page: 1, total_pages: 1 });
    expect(body.data[0]).not.toHaveProperty('fulfillments');
  });

  it('counts every order of the company on any page, including one past the end', async () => {
    const second = (await get('/api/orders?per_page=3&page=2')).json();
    expect(second.data).toHaveLength(3);
    expect(second.meta.pagination).toEqual({ total: 7, count: 3, per_page: 3, current_page: 2, total_pages: 3 });
    const past = (await get('/api/orders?per_page=3&page=9')).json();
    expect(past.data).toEqual([]);
    expect(past.meta.pagination).toMatchObject({ total: 7, count: 0, current_page: 9, total_pages: 3 });
  });

  it('answers the latest-order form (limit=1, created_at desc) with one order and its fulfilment progress', async () => {
    const res = await get(`/api/orders?${INCLUDE}&limit=1&order_by=created_at&order_dir=desc`);
    const body = res.json();
    expect(body.data).toHaveLength(1);
    const [latest] = body.data;
    expect(latest.order_number).toBe('SO-101502');
    expect(latest.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fulfillment = latest.fulfillments.data[0];
    expect(fulfillment).toMatchObject({ current_status: 'Packed', is_shipped: false, shipping_carrier: 'FedEx' });
    expect(fulfillment.statuses.data.map((s: { status: string }) => s.status)).toEqual(['ordered', 'picked', 'packed']);
    expect(fulfillment.items.data).toEqual([
      {
        id: expect.any(Number),
        item_name: 'DTG Pretreatment Solution',
        description: null,
        serial_number: null,
        qty: 2,
      },
      { id: expect.any(Number), item_name: 'Magnetic Hoop Set', description: null, serial_number: null, qty: 1 },
    ]);
  });

  it('seeds every fulfilment state, including a split shipment', async () => {
    const { data } = (await get(`/api/orders?${INCLUDE}`)).json();
    const states = new Set(
      data.flatMap((o: { fulfillments: { data: { current_status: string }[] } }) =>
        o.fulfillments.data.map((f) => f.current_status.toLowerCase()),
      ),
    );
    expect([...states].sort()).toEqual(['ordered', 'packed', 'picked', 'shipped']);
    const split = data.find((o: { order_number: string }) => o.order_number === 'SO-101390');
    expect(split.fulfillments.data.map((f: { current_status: string }) => f.current_status)).toEqual([
      'Shipped',
      'Packed',
    ]);
  });

  it('gives each order of a page its own fulfilments, items and statuses, as its detail page does', async () => {
    const { data } = (await get(`/api/orders?${INCLUDE}&order_by=date&order_dir=asc`)).json();
    expect(data.length).toBeGreaterThan(1);
    for (const listed of data) {
      const detail = (await get(`/api/orders/${listed.order_number}`)).json().data;
      expect(listed).toEqual(detail);
    }
  });

  it('lists an order not fulfilled yet, with its fulfilments asked for, with an empty fulfilment list', async () => {
    const company = await t.db
      .selectFrom('customer_users')
      .select('customer_id')
      .where('email', '=', 'other.owner@demo.test')
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const order = await t.db
      .insertInto('orders')
      .values({
        customer_id: company.customer_id!,
        order_number: 'SO-299999',
        date: '2026-11-24',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const { data, meta } = (await get(`/api/orders?${INCLUDE}`, other)).json();
      expect(data.map((o: { order_number: string }) => o.order_number)).toEqual([
        'SO-299999',
        'SO-200342',
        'SO-200118',
      ]);
      expect(data[0].fulfillments).toEqual({ data: [] });
      expect(data[1].fulfillments.data.length).toBeGreaterThan(0);
      expect(meta.pagination.total).toBe(3);
    } finally {
      await t.db.deleteFrom('orders').where('id', '=', order.id).execute();
    }
  });

  it('includes only what is asked: fulfillments without items or statuses', async () => {
    const { data } = (await get('/api/orders?include=fulfillments&limit=1')).json();
    expect(data[0].fulfillments.data[0]).not.toHaveProperty('items');
    expect(data[0].fulfillments.data[0]).not.toHaveProperty('statuses');
  });

  it('searches by order number and filters by date range', async () => {
    expect(
      (await get('/api/orders?search=1013')).json().data.map((o: { order_number: string }) => o.order_number),
    ).toEqual(['SO-101390']);
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const recent = (await get(`/api/orders?start_date=${weekAgo}&end_date=${today}`)).json();
    expect(recent.data.map((o: { order_number: string }) => o.order_number)).toEqual(['SO-101502', 'SO-101470']);
  });

  it('treats LIKE wildcards in the search as text', async () => {
    expect((await get('/api/orders?search=%25')).json().data).toEqual([]);
  });

  it('shows another company only its own orders', async () => {
    const { data } = (await get('/api/orders', other)).json();
    expect(data.map((o: { order_number: string }) => o.order_number)).toEqual(['SO-200342', 'SO-200118']);
  });

  it.each([
    ['an unknown sort column', 'order_by=password_hash', 'order_by'],
    ['an unknown include', 'include=customer', 'include'],
    ['a malformed date', 'start_date=11/22/2026', 'start_date'],
    ['a zero limit', 'limit=0', 'limit'],
  ])('refuses %s with 422', async (_label, query, field) => {
    const res = await get(`/api/orders?${query}`);
    expect(res.statusCode).toBe(422);
    // Nested fields are named in dot notation (include.0), like every other 422.
    expect(Object.keys(res.json().errors).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
  });
});

describe('GET /api/orders/{number}', () => {
  it('returns the order with fulfilments, items (with serial numbers) and carrier tracking', async () => {
    const res = await get('/api/orders/SO-101044');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.fulfillments.data).toHaveLength(2);
    expect(data.fulfillments.data[0]).toMatchObject({
      shipping_carrier: 'USPS',
      shipping_tracking: '9400111899223197428490',
      is_shipped: true,
      items: { data: [{ item_name: 'Ri 2000 DTG Printer', serial_number: 'RI2K-55012', qty: 1 }] },
    });
    expect(data.fulfillments.data[0].shipping_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("answers 404 for another company's order number", async () => {
    expect((await get('/api/orders/SO-101044', other)).statusCode).toBe(404);
    expect((await get('/api/orders/SO-200118', owner)).statusCode).toBe(404);
  });
});
