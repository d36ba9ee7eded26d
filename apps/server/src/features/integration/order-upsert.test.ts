import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type TestApiKey } from '../../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { companyIdOf } from '../../../test/factories.ts';
import { signIn } from '../../../test/sessions.ts';
import { upsertOrder, type ResolvedOrder } from './integration.feature.ts';

let t: TestApp;
let key: TestApiKey;
beforeAll(async () => {
  t = await createTestApp();
  key = await createApiKey(t.app, { name: 'NetSuite', scopes: ['orders:write', 'customers:write', 'catalog:write'] });
  // The demo owner's company as the ERP knows it, and a machine of the ERP's catalogue.
  await t.db
    .updateTable('customers')
    .set({ external_id: 'NS-OWNER' })
    .where('id', '=', await companyIdOf(t.db, 'owner@demo.test'))
    .execute();
  const product = await put('products/EMB-RIVERA-6', {
    name: 'rivera 6',
    display_name: 'Rivera 6-Needle Embroidery Machine',
    group: 'Embroidery Machines',
    machine_type: 'Embroidery',
    updated_at: T1,
  });
  expect(product.statusCode).toBe(201);
});
afterAll(() => t.close());

const T0 = '2026-11-26T09:00:00Z';
const T1 = '2026-11-26T10:00:00Z';
const T2 = '2026-11-26T11:00:00Z';

const put = (path: string, payload: object, headers = key.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/integration/${path}`, headers, payload });

const machine = (serial: string | null) => ({ netsuite_name: 'EMB-RIVERA-6', serial_number: serial, tier: 'Gold' });
const order = (updatedAt: string, fulfillment: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  customer_external_id: 'NS-OWNER',
  date: '2026-11-20',
  updated_at: updatedAt,
  fulfillments: [
    {
      transaction_id: 'IF-7001',
      shipping_carrier: 'UPS',
      is_shipped: false,
      current_status: 'Packed',
      statuses: [
        { status: 'ordered', created_at: '2026-11-20T15:00:00Z' },
        { status: 'picked', created_at: '2026-11-21T15:00:00Z' },
        { status: 'packed', created_at: '2026-11-22T15:00:00Z' },
      ],
      items: [machine(null), { item_name: 'Magnetic Hoop Set', qty: 2 }],
      ...fulfillment,
    },
  ],
  ...extra,
});
const ownerProducts = async () => {
  const owner = await signIn(t.app, 'owner@demo.test');
  const res = await t.app.inject({ url: '/api/products?per_page=100', headers: owner.headers });
  return res.json().data as { display_name: string; serial_number: string }[];
};

describe('PUT /api/integration/orders/{order_number}', () => {
  it('creates the order with its fulfilment, items and status history, answered as stored', async () => {
    const res = await put('orders/SO-7001', order(T1, {}));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      applied: true,
      data: {
        id: expect.any(Number),
        order_number: 'SO-7001',
        customer_external_id: 'NS-OWNER',
        date: '2026-11-20',
        updated_at: '2026-11-26T10:00:00.000Z',
        fulfillments: [
          {
            id: expect.any(Number),
            transaction_id: 'IF-7001',
            shipping_carrier: 'UPS',
            shipping_tracking: null,
            shipping_date: null,
            is_shipped: false,
            current_status: 'Packed',
            statuses: [
              { status: 'ordered', created_at: '2026-11-20T15:00:00.000Z' },
              { status: 'picked', created_at: '2026-11-21T15:00:00.000Z' },
              { status: 'packed', created_at: '2026-11-22T15:00:00.000Z' },
            ],
            items: [
              {
                id: expect.any(Number),
                netsuite_name: 'EMB-RIVERA-6',
                item_name: 'Rivera 6-Needle Embroidery Machine',
                description: null,
                serial_number: null,
                tier: 'Gold',
                qty: 1,
              },
              {
                id: expect.any(Number),
                netsuite_name: null,
                item_name: 'Magnetic Hoop Set',
                description: null,
                serial_number: null,
                tier: null,
                qty: 2,
              },
            ],
          },
        ],
      },
    });
    // The owner sees it in My Orders.
    const owner = await signIn(t.app, 'owner@demo.test');
    const mine = await t.app.inject({ url: '/api/orders/SO-7001?include=fulfillments.items', headers: owner.headers });
    expect(mine.statusCode).toBe(200);
  });

  it('makes a shipped unit with its serial the owner’s product; a replay changes nothing, ids included', async () => {
    expect((await ownerProducts()).map((p) => p.serial_number)).not.toContain('RIV6-0001');
    const shipped = order(T2, {
      is_shipped: true,
      current_status: 'Shipped',
      shipping_tracking: '1Z999AA10123456784',
      shipping_date: '2026-11-23',
      statuses: [
        { status: 'ordered' },
        { status: 'picked' },
        { status: 'packed' },
        { status: 'shipped', created_at: '2026-11-23T15:00:00Z' },
      ],
      items: [machine('RIV6-0001'), { item_name: 'Magnetic Hoop Set', qty: 2 }],
    });
    const res = await put('orders/SO-7001', shipped);
    expect(res.statusCode).toBe(200);
    expect(res.json().applied).toBe(true);
    const [fulfillment] = res.json().data.fulfillments;
    // Statuses sent again without a time keep the time they were first stored with.
    expect(fulfillment.statuses.map((s: { created_at: string }) => s.created_at)).toEqual([
      '2026-11-20T15:00:00.000Z',
      '2026-11-21T15:00:00.000Z',
      '2026-11-22T15:00:00.000Z',
      '2026-11-23T15:00:00.000Z',
    ]);
    expect(await ownerProducts()).toContainEqual(
      expect.objectContaining({ display_name: 'Rivera 6-Needle Embroidery Machine', serial_number: 'RIV6-0001' }),
    );
    const replay = await put('orders/SO-7001', shipped);
    expect(replay.json()).toEqual({ ...res.json(), applied: false });
  });

  it('ignores an older delivery: the shipment is never rolled back', async () => {
    const late = await put('orders/SO-7001', order(T0, {}));
    expect(late.statusCode).toBe(200);
    expect(late.json().applied).toBe(false);
    expect(late.json().data.fulfillments[0]).toMatchObject({ is_shipped: true, current_status: 'Shipped' });
  });

  it('adds a second fulfilment and leaves one not sent as it is', async () => {
    const second = {
      transaction_id: 'IF-7002',
      is_shipped: false,
      current_status: 'Ordered',
      statuses: [{ status: 'ordered' }],
      items: [{ item_name: 'Thread Kit' }],
    };
    const res = await put('orders/SO-7001', {
      customer_external_id: 'NS-OWNER',
      date: '2026-11-20',
      updated_at: '2026-11-26T12:00:00Z',
      fulfillments: [second],
    });
    expect(res.json().data.fulfillments.map((f: { transaction_id: string }) => f.transaction_id)).toEqual([
      'IF-7001',
      'IF-7002',
    ]);
    expect(res.json().data.fulfillments[0].items[0].serial_number).toBe('RIV6-0001');
  });

  it('names every unknown netsuite_name by its place, writing nothing', async () => {
    const res = await put(
      'orders/SO-7099',
      order(T1, { items: [machine('X'), { netsuite_name: 'NOPE-1' }, { netsuite_name: 'NOPE-2' }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        'fulfillments.0.items.1.netsuite_name': ['The netsuite name is unknown.'],
        'fulfillments.0.items.2.netsuite_name': ['The netsuite name is unknown.'],
      },
    });
    expect(await t.db.selectFrom('orders').select('id').where('order_number', '=', 'SO-7099').execute()).toEqual([]);
  });

  it('refuses an unknown company, a fulfilment twice and an item without a name with 422', async () => {
    const company = await put('orders/SO-7098', order(T1, {}, { customer_external_id: 'NOPE' }));
    expect(company.json().errors).toEqual({ customer_external_id: ['The customer external id is unknown.'] });
    const twice = await put('orders/SO-7098', {
      ...order(T1, {}),
      fulfillments: [order(T1, {}).fulfillments[0], order(T1, {}).fulfillments[0]],
    });
    expect(twice.json().errors).toEqual({
      'fulfillments.1.transaction_id': ['Each fulfillment of an order needs its own transaction_id.'],
    });
    const nameless = await put('orders/SO-7098', order(T1, { items: [{ qty: 1 }] }));
    expect(nameless.json().errors).toEqual({
      'fulfillments.0.items.0.netsuite_name': [
        'An item needs its netsuite_name or, for an item outside the catalogue, its item_name.',
      ],
    });
  });
});

describe('upsertOrder (for every source of orders)', () => {
  it('reports the fulfilments that newly became shipped, once', async () => {
    const customerId = await companyIdOf(t.db, 'owner@demo.test');
    const resolved = (updatedAt: string, shipped: boolean): ResolvedOrder => ({
      orderNumber: 'SHOP-1001',
      customerId,
      date: '2026-11-25',
      updatedAt,
      fulfillments: [
        {
          transactionId: 'F-1',
          values: {
            shipping_carrier: 'UPS',
            shipping_tracking: null,
            shipping_date: null,
            is_shipped: shipped ? 1 : 0,
            current_status: shipped ? 'Shipped' : 'Ordered',
          },
          statuses: [{ status: 'ordered', created_at: null }],
          items: [],
        },
      ],
    });
    const run = (updatedAt: string, shipped: boolean) =>
      t.db.transaction().execute((trx) => upsertOrder(trx, resolved(updatedAt, shipped)));
    expect((await run(T0, false)).newlyShipped).toEqual([]);
    const shipped = await run(T1, true);
    expect(shipped.newlyShipped).toHaveLength(1);
    expect((await run(T2, true)).newlyShipped).toEqual([]);
    expect((await run(T2, true)).applied).toBe(false);
  });
});
