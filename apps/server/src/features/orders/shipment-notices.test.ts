import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type TestApiKey } from '../../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { buildContact, buildCustomer } from '../../../test/factories.ts';
import { expectWellFormedMail } from '../../../test/mail.ts';
import { signIn } from '../../../test/sessions.ts';
import type { MailMessage } from '../../plugins/mailer.ts';
import { DEMO_CUSTOMER_EMAILS } from '../../seed/demo-accounts.ts';

let t: TestApp;
let key: TestApiKey;
const EN = 'ship.en@shipments.test';
const ES = 'ship.es@shipments.test';
const OTHER = 'ship.other@shipments.test';

beforeAll(async () => {
  t = await createTestApp();
  key = await createApiKey(t.app, { name: 'Shipping ERP' });
  const company = await buildCustomer(t.db, { company_name: 'Shipments Co.' });
  await t.db.updateTable('customers').set({ external_id: 'SHIP-C1' }).where('id', '=', company.id).execute();
  const other = await buildCustomer(t.db, { company_name: 'Elsewhere Co.' });
  // The demo password, so the contacts can sign in and open their bell.
  const { password_hash } = await t.db
    .selectFrom('customer_users')
    .select('password_hash')
    .where('email', '=', DEMO_CUSTOMER_EMAILS[0])
    .executeTakeFirstOrThrow();
  await buildContact(t.db, { customer_id: company.id, email: EN, first_name: 'Erin', lang_code: 'en' });
  await buildContact(t.db, { customer_id: company.id, email: ES, first_name: 'Elena', lang_code: 'es' });
  await buildContact(t.db, { customer_id: other.id, email: OTHER, first_name: 'Otto', lang_code: 'en' });
  await t.db.updateTable('customer_users').set({ password_hash }).where('email', 'in', [EN, ES, OTHER]).execute();
  const product = await t.app.inject({
    method: 'PUT',
    url: '/api/integration/products/SHIP-EMB',
    headers: key.headers,
    payload: {
      name: 'ship emb',
      display_name: 'Stitcher 15',
      group: 'Embroidery Machines',
      updated_at: '2026-11-20T10:00:00Z',
    },
  });
  expect(product.statusCode).toBe(201);
});
afterAll(() => t.close());

const order = (number: string, shipped: boolean, updatedAt: string) => ({
  customer_external_id: 'SHIP-C1',
  date: '2026-11-20',
  updated_at: updatedAt,
  fulfillments: [
    {
      transaction_id: `${number}-IF1`,
      shipping_carrier: 'UPS',
      shipping_tracking: '1Z999AA10123456784',
      is_shipped: shipped,
      current_status: shipped ? 'Shipped' : 'Packed',
      statuses: [{ status: 'ordered' }],
      items: [
        { netsuite_name: 'SHIP-EMB', serial_number: 'SN-77001' },
        { item_name: 'Hoop set', qty: 2 },
      ],
    },
  ],
});

const putOrder = (number: string, shipped: boolean, updatedAt: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/integration/orders/${number}`,
    headers: key.headers,
    payload: order(number, shipped, updatedAt),
  });

async function mailsTo(email: string, orderNumber: string): Promise<MailMessage[]> {
  await t.drainJobs();
  return (await t.jobs.list('mail.send'))
    .map((j) => j.data as MailMessage)
    .filter((m) => m.to === email && m.text.includes(orderNumber));
}

async function bell(email: string) {
  const { headers } = await signIn(t.app, email);
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
  return res.json<{ data: { title: string; link_url: string | null }[] }>().data;
}

const TRACKING = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
const ORDERS = 'http://portal.test/orders';

describe('shipment notices', () => {
  it('a fulfilment that becomes shipped mails each contact of the company once, in its language, and rings its bell', async () => {
    expect((await putOrder('SHIP-1', false, '2026-11-21T10:00:00Z')).statusCode).toBe(201);
    expect(await mailsTo(EN, 'SHIP-1')).toHaveLength(0);

    expect((await putOrder('SHIP-1', true, '2026-11-22T10:00:00Z')).statusCode).toBe(200);
    const [en, ...moreEn] = await mailsTo(EN, 'SHIP-1');
    const [es, ...moreEs] = await mailsTo(ES, 'SHIP-1');
    expect([moreEn, moreEs]).toEqual([[], []]);
    expectWellFormedMail(en!, { subject: 'Your order SHIP-1 has shipped', lang: 'en', links: [TRACKING, ORDERS] });
    expectWellFormedMail(es!, { subject: 'Su pedido SHIP-1 ha sido enviado', lang: 'es', links: [TRACKING, ORDERS] });
    expect(en!.text).toContain('Stitcher 15, serial number SN-77001');
    expect(en!.text).toContain('Hoop set (2)');
    expect(es!.text).toContain('Stitcher 15, número de serie SN-77001');
    expect(en!.text).toContain('Carrier: UPS');

    expect((await bell(EN)).filter((n) => n.title === 'Order SHIP-1 has shipped')).toHaveLength(1);
    expect((await bell(ES)).filter((n) => n.title === 'El pedido SHIP-1 ha sido enviado')).toHaveLength(1);
    expect((await bell(OTHER)).filter((n) => n.title.includes('SHIP-1'))).toHaveLength(0);
  });

  it('a replay or a later update of a shipped fulfilment sends no second mail or notice', async () => {
    expect((await putOrder('SHIP-1', true, '2026-11-22T10:00:00Z')).json().applied).toBe(false);
    expect((await putOrder('SHIP-1', true, '2026-11-23T10:00:00Z')).json().applied).toBe(true);
    // Unshipped and shipped again by a correction: the fulfilment's owners were told already.
    await putOrder('SHIP-1', false, '2026-11-24T10:00:00Z');
    await putOrder('SHIP-1', true, '2026-11-25T10:00:00Z');
    expect(await mailsTo(EN, 'SHIP-1')).toHaveLength(1);
    expect(await mailsTo(ES, 'SHIP-1')).toHaveLength(1);
    expect((await bell(EN)).filter((n) => n.title === 'Order SHIP-1 has shipped')).toHaveLength(1);
  });

  it('an order created shipped, in a batch, is told once; one never shipped is not told', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/integration/batch',
      headers: key.headers,
      payload: [
        { method: 'PUT', path: 'orders/SHIP-2', body: order('SHIP-2', true, '2026-11-21T10:00:00Z') },
        { method: 'PUT', path: 'orders/SHIP-2', body: order('SHIP-2', true, '2026-11-22T10:00:00Z') },
        { method: 'PUT', path: 'orders/SHIP-3', body: order('SHIP-3', false, '2026-11-21T10:00:00Z') },
      ],
    });
    expect(res.json<{ data: { status: number }[] }>().data.map((r) => r.status)).toEqual([201, 200, 201]);
    expect(await mailsTo(EN, 'SHIP-2')).toHaveLength(1);
    expect(await mailsTo(ES, 'SHIP-2')).toHaveLength(1);
    expect(await mailsTo(EN, 'SHIP-3')).toHaveLength(0);
  });

  it("a company's shipment notice is not staff's to list, read, change or delete", async () => {
    const { headers } = await signIn(t.app, 'admin@demo.test', 'staff');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/notifications?search=SHIP-1', headers });
    expect(res.json<{ data: unknown[] }>().data).toEqual([]);
    const { id } = await t.db
      .selectFrom('notifications')
      .select('id')
      .where('source_key', 'like', 'shipment:%')
      .executeTakeFirstOrThrow();
    const url = `/api/admin/notifications/${id}`;
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(404);
    expect((await bell(EN)).filter((n) => n.title === 'Order SHIP-1 has shipped')).toHaveLength(1);
  });
});
