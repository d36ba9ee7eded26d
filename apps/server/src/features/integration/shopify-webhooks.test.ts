import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { buildContact, buildCustomer } from '../../../test/factories.ts';
import type { MailMessage } from '../../plugins/mailer.ts';

const SECRET = 'shpss_0123456789abcdef0123456789abcdef';
const BUYER = 'kim@printshop.test';
const REFERRAL_CODE = 'STITCH-SHOP-7Q2K';
let t: TestApp;
let companyId: number;
let referrerId: number;

beforeAll(async () => {
  t = await createTestApp({ shopifyWebhookSecret: SECRET });
  const company = await buildCustomer(t.db, { company_name: 'Print Shop LLC' });
  companyId = company.id;
  await buildContact(t.db, { customer_id: companyId, email: 'Kim@PrintShop.test', first_name: 'Kim', lang_code: 'en' });
  await buildContact(t.db, {
    customer_id: companyId,
    email: 'lucia@printshop.test',
    first_name: 'Lucía',
    lang_code: 'es',
  });
  referrerId = (await buildCustomer(t.db, { company_name: 'Referring Embroidery' })).id;
  await t.db
    .insertInto('referral_links')
    .values({
      customer_id: referrerId,
      product_family: 'embroidery',
      code: REFERRAL_CODE,
      created_at: new Date().toISOString(),
    })
    .execute();
  const key = await createApiKey(t.app, { name: 'Catalogue' });
  const product = await t.app.inject({
    method: 'PUT',
    url: '/api/integration/products/EMB-1501',
    headers: key.headers,
    payload: {
      name: 'emb 1501',
      display_name: 'Stitcher 1501',
      group: 'Embroidery Machines',
      updated_at: '2026-11-01T00:00:00Z',
    },
  });
  expect(product.statusCode).toBe(201);
});
afterAll(() => t.close());

/** A fulfilment in the shape of Shopify's REST Admin API (and its webhook examples). */
const fulfillment = (orderId: number, status: 'open' | 'success', updatedAt: string) => ({
  id: orderId * 10 + 1,
  order_id: orderId,
  status,
  created_at: '2026-11-20T09:00:00-05:00',
  updated_at: updatedAt,
  service: 'manual',
  tracking_company: status === 'success' ? 'UPS' : null,
  shipment_status: null,
  location_id: 905684977,
  tracking_number: status === 'success' ? '1Z2345' : null,
  tracking_numbers: status === 'success' ? ['1Z2345'] : [],
  tracking_url: status === 'success' ? 'https://www.ups.com/WebTracking?loc=en_US&requester=ST&trackNums=1Z2345' : null,
  name: `#${orderId}.1`,
  line_items: [
    {
      id: 466157049,
      variant_id: 39072856,
      title: 'Stitcher 1501',
      quantity: 1,
      sku: 'EMB-1501',
      name: 'Stitcher 1501 - 15 needles',
      price: '18995.00',
      properties: [{ name: 'serial_number', value: `SN-${orderId}` }],
    },
    {
      id: 518995019,
      title: 'Mystery gadget',
      quantity: 2,
      sku: 'NO-SUCH-SKU',
      name: 'Mystery gadget',
      price: '5.00',
      properties: [],
    },
  ],
});

/** An order in the shape of Shopify's orders/create example payload, trimmed of fields the portal ignores. */
const order = (
  id: number,
  {
    email = BUYER,
    shipped = false,
    discount = null as string | null,
    ref = null as string | null,
    updatedAt = '2026-11-20T10:00:00-05:00',
  } = {},
) => ({
  id,
  admin_graphql_api_id: `gid://shopify/Order/${id}`,
  name: `#${id}`,
  order_number: id,
  email,
  contact_email: email,
  created_at: '2026-11-20T08:00:00-05:00',
  updated_at: updatedAt,
  currency: 'USD',
  financial_status: 'paid',
  fulfillment_status: shipped ? 'fulfilled' : null,
  subtotal_price: '19005.00',
  total_price: '19105.00',
  discount_codes: discount ? [{ code: discount, amount: '10.00', type: 'fixed_amount' }] : [],
  note_attributes: ref ? [{ name: 'ref', value: ref }] : [{ name: 'gift', value: 'no' }],
  customer: { id: 115310627, email, first_name: 'Kim', last_name: 'Park' },
  billing_address: { name: 'Kim Park' },
  line_items: fulfillment(id, 'success', updatedAt).line_items,
  fulfillments: shipped ? [fulfillment(id, 'success', updatedAt)] : [],
});

let deliveries = 0;
/** POSTs as Shopify does: the raw JSON, signed with the secret, with its topic and a fresh webhook id. */
function deliver(
  topic: string,
  payload: unknown,
  options: { webhookId?: string; secret?: string; app?: TestApp } = {},
) {
  const body = JSON.stringify(payload);
  const webhookId = options.webhookId ?? `b54557e4-bdd9-4b37-8a5f-bf7d70${String(++deliveries).padStart(6, '0')}`;
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: '/api/integration/shopify/webhooks',
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': topic,
      'x-shopify-hmac-sha256': createHmac('sha256', options.secret ?? SECRET)
        .update(body)
        .digest('base64'),
      'x-shopify-webhook-id': webhookId,
      'x-shopify-shop-domain': 'stitch-demo.myshopify.com',
      'x-shopify-api-version': '2025-10',
    },
    payload: body,
  });
}

/** In the order they were received: PostgreSQL returns an updated row wherever it now lies without an order. */
const storedWebhooks = async () =>
  await t.db.selectFrom('shopify_webhooks').select(['webhook_id', 'outcome']).orderBy('id').execute();

async function orderItems(orderNumber: string) {
  return t.db
    .selectFrom('orders as o')
    .innerJoin('fulfillments as f', 'f.order_id', 'o.id')
    .innerJoin('fulfillment_items as i', 'i.fulfillment_id', 'f.id')
    .select([
      'o.customer_id',
      'f.is_shipped',
      'f.shipping_carrier',
      'f.shipping_tracking',
      'i.item_name',
      'i.serial_number',
      'i.qty',
    ])
    .where('o.order_number', '=', orderNumber)
    .execute();
}

const shopifySales = (orderNumber: string) =>
  t.db
    .selectFrom('referrals')
    .select(['referrer_id', 'is_shopify_sale', 'amount_cents', 'customer_id'])
    .where('order_number', '=', orderNumber)
    .execute();

async function shipmentMails(orderNumber: string) {
  return (await t.jobs.list('mail.send'))
    .map((j) => j.data as MailMessage)
    .filter((m) => m.subject.includes(orderNumber))
    .map((m) => m.to)
    .sort();
}

describe("Shopify's webhooks", () => {
  it('refuses a wrong signature with 401 and stores nothing', async () => {
    const res = await deliver('orders/create', order(9001), { secret: 'not-the-shop-secret-at-all' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/integration/shopify/webhooks',
      headers: { 'content-type': 'application/json', 'x-shopify-topic': 'orders/create', 'x-shopify-webhook-id': 'x1' },
      payload: JSON.stringify(order(9001)),
    });
    expect(tampered.statusCode).toBe(401);
    expect(await storedWebhooks()).toEqual([]);
    expect(await t.jobs.list('integration.shopify-webhook')).toEqual([]);
  });

  it('answers 401 to everything while SHOPIFY_WEBHOOK_SECRET is unset', async () => {
    const unset = await createTestApp();
    try {
      const res = await deliver('orders/create', order(9002), { app: unset, secret: '' });
      expect(res.statusCode).toBe(401);
    } finally {
      await unset.close();
    }
  });

  it('acknowledges a topic it does not take with 200 and stores nothing', async () => {
    const res = await deliver('products/update', { id: 1, title: 'Hoop' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
    expect(await storedWebhooks()).toEqual([]);
  });

  it('imports an order for the contact of its email: known SKUs with serials, an unknown SKU skipped and recorded', async () => {
    const res = await deliver('orders/create', order(1001, { shipped: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'queued' });
    await t.drainJobs();
    expect(await orderItems('#1001')).toEqual([
      {
        customer_id: companyId,
        is_shipped: 1,
        shipping_carrier: 'UPS',
        shipping_tracking: '1Z2345',
        item_name: 'Stitcher 1501',
        serial_number: 'SN-1001',
        qty: 1,
      },
    ]);
    const [stored] = await storedWebhooks();
    expect(stored!.outcome).toContain('order #1001 created');
    expect(stored!.outcome).toContain('skipped the line "Mystery gadget": no product has the SKU NO-SUCH-SKU');
    expect(await shipmentMails('#1001')).toEqual(['Kim@PrintShop.test', 'lucia@printshop.test']);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'action'])
      .where('subject_type', '=', 'order')
      .where('details', 'like', '%#1001%')
      .execute();
    expect(audit).toEqual([{ actor_kind: 'system', action: 'order.create' }]);
  });

  it('processes a replayed webhook id once', async () => {
    const payload = order(1003, { shipped: true, discount: REFERRAL_CODE });
    expect((await deliver('orders/create', payload, { webhookId: 'replayed-1' })).json()).toEqual({ status: 'queued' });
    const replay = await deliver('orders/create', payload, { webhookId: 'replayed-1' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    await t.drainJobs();
    expect((await storedWebhooks()).filter((w) => w.webhook_id === 'replayed-1')).toHaveLength(1);
    expect(await orderItems('#1003')).toHaveLength(1);
    expect(await shopifySales('#1003')).toHaveLength(1);
    expect(await shipmentMails('#1003')).toHaveLength(2);
  });

  it('records a referral sale, marked as a Shopify sale, once per Shopify order, for a code in discount_codes or a ref note', async () => {
    await deliver('orders/create', order(1004, { discount: REFERRAL_CODE }));
    await deliver('orders/paid', order(1004, { discount: REFERRAL_CODE, updatedAt: '2026-11-20T11:00:00-05:00' }));
    await deliver('orders/create', order(1005, { discount: 'WELCOME10', ref: REFERRAL_CODE }));
    await deliver('orders/create', order(1006, { discount: 'WELCOME10' }));
    await t.drainJobs();
    const expected = [{ referrer_id: referrerId, is_shopify_sale: 1, amount_cents: 1_900_500, customer_id: companyId }];
    expect(await shopifySales('#1004')).toEqual(expected);
    expect(await shopifySales('#1005')).toEqual(expected);
    expect(await shopifySales('#1006')).toEqual([]);
  });

  it('fulfillments/update making a unit shipped marks it shipped and mails the contacts once', async () => {
    await deliver('orders/create', order(1007));
    await deliver('fulfillments/create', fulfillment(1007, 'open', '2026-11-20T10:30:00-05:00'));
    await t.drainJobs();
    expect((await orderItems('#1007')).map((i) => i.is_shipped)).toEqual([0]);
    expect(await shipmentMails('#1007')).toEqual([]);

    await deliver('fulfillments/update', fulfillment(1007, 'success', '2026-11-21T09:00:00-05:00'));
    await deliver('fulfillments/update', fulfillment(1007, 'success', '2026-11-21T09:05:00-05:00'));
    await t.drainJobs();
    expect(await orderItems('#1007')).toEqual([
      expect.objectContaining({
        is_shipped: 1,
        shipping_carrier: 'UPS',
        shipping_tracking: '1Z2345',
        serial_number: 'SN-1007',
      }),
    ]);
    expect(await shipmentMails('#1007')).toEqual(['Kim@PrintShop.test', 'lucia@printshop.test']);
  });

  it('records why an order of an unknown email was not imported, and imports nothing', async () => {
    await deliver('orders/create', order(1008, { email: 'stranger@nowhere.test', discount: REFERRAL_CODE }));
    await t.drainJobs();
    const outcome = (await storedWebhooks()).at(-1)!.outcome;
    expect(outcome).toBe('order #1008: no contact has the email stranger@nowhere.test, nothing imported');
    expect(await t.db.selectFrom('orders').select('id').where('order_number', '=', '#1008').execute()).toEqual([]);
    expect(await shopifySales('#1008')).toEqual([]);
  });
});
