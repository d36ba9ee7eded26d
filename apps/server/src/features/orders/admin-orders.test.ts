import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderReply, adminUnitReply } from '@owner-portal/contract/orders/admin-orders';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';
import { videoByTitle } from '../../../test/training-fixtures.ts';

let t: TestApp;
let service: Record<string, string>;
let ownerId: number;

const itemBySerial = (serial: string) =>
  t.db
    .selectFrom('fulfillment_items as i')
    .innerJoin('fulfillments as f', 'f.id', 'i.fulfillment_id')
    .select(['i.id', 'i.product_id', 'f.order_id'])
    .where('i.serial_number', '=', serial)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  service = (await signInStaff(t.app, 'service')).headers;
  ownerId = (
    await t.db
      .selectFrom('customer_users')
      .select('id')
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const get = (url: string, headers = service) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('GET /api/admin/orders/{id}', () => {
  it('shows the order with its company, each fulfilment with items, serials, status history and tracking', async () => {
    const { order_id } = await itemBySerial('CHI-7731-2210');
    const res = await get(`/admin/orders/${order_id}`);
    expect(res.statusCode).toBe(200);
    const order = adminOrderReply.parse(res.json()).data;
    expect(order).toMatchObject({
      order_number: 'SO-100587',
      customer: { company_name: 'Stitch & Thread Co.', subsidiary_id: 1 },
    });
    expect(order.fulfillments).toHaveLength(1);
    const [f] = order.fulfillments;
    expect(f).toMatchObject({ shipping_carrier: 'FedEx', shipping_tracking: '794644790132', is_shipped: true });
    expect(f!.items.map((i) => i.serial_number)).toEqual(['CHI-7731-2210', 'CHL-0099-1187']);
    expect(f!.statuses.map((s) => s.status)).toContain('shipped');
  });

  it('answers 404 for an unknown order and an id that is not plain digits', async () => {
    expect((await get('/admin/orders/999999')).statusCode).toBe(404);
    expect((await get('/admin/orders/01')).statusCode).toBe(404);
  });

  it('is read by the roles of Customers only', async () => {
    const { order_id } = await itemBySerial('CHI-7731-2210');
    expect((await get(`/admin/orders/${order_id}`, (await signInStaff(t.app, 'tech')).headers)).statusCode).toBe(200);
    expect((await get(`/admin/orders/${order_id}`, (await signInStaff(t.app, 'accounting')).headers)).statusCode).toBe(
      403,
    );
    expect((await get(`/admin/orders/${order_id}`, (await signIn(t.app, 'owner@demo.test')).headers)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/admin/units/{id}', () => {
  it('shows the unit with its company, order, product and the live classes booked for it, attended included', async () => {
    const unit = await itemBySerial('CHI-7731-2210');
    const res = await get(`/admin/units/${unit.id}`);
    expect(res.statusCode).toBe(200);
    const data = adminUnitReply.parse(res.json()).data;
    expect(data).toMatchObject({
      serial_number: 'CHI-7731-2210',
      customer: { company_name: 'Stitch & Thread Co.' },
      order: { id: unit.order_id, order_number: 'SO-100587' },
      fulfillment: { is_shipped: true, shipping_carrier: 'FedEx' },
      product: { id: unit.product_id },
    });
    expect(data.training.classes).toContainEqual(
      expect.objectContaining({ status: 'attended', contact: expect.objectContaining({ id: ownerId }) }),
    );
    expect(data.training.contacts.map((c) => c.email)).toContain('owner@demo.test');
  });

  it("tells each contact's pre-training progress on the unit's series and the Ri warranty confirmation", async () => {
    const persona = await itemBySerial('PRS1501-00482');
    const video = await videoByTitle(t.db, 'Unboxing and placing your Persona PRO');
    const at = '2026-03-02T15:00:00.000Z';
    await t.db
      .insertInto('pretraining_states')
      .values({ customer_user_id: ownerId, product_id: persona.product_id!, acknowledged_at: at, finished_at: null })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await t.db
      .insertInto('video_progress')
      .values({
        customer_user_id: ownerId,
        group_id: video.group_id!,
        kind: video.kind,
        position: video.position,
        time_seconds: 60,
        complete: 1,
        started_at: at,
        updated_at: at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const data = adminUnitReply.parse((await get(`/admin/units/${persona.id}`)).json()).data;
    expect(data.training.has_pretraining).toBe(true);
    expect(data.training.warranty_required).toBe(false);
    const owner = data.training.contacts.find((c) => c.id === ownerId)!;
    expect(owner).toMatchObject({ acknowledged_at: at, finished_at: null, videos_complete: 1 });
    expect(owner.videos_total).toBeGreaterThanOrEqual(1);

    const ri = await itemBySerial('RI2K-55012');
    await t.db
      .insertInto('warranty_confirmations')
      .values({ customer_user_id: ownerId, product_id: ri.product_id!, confirmed_at: at })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const riUnit = adminUnitReply.parse((await get(`/admin/units/${ri.id}`)).json()).data;
    expect(riUnit.training.warranty_required).toBe(true);
    expect(riUnit.training.contacts.find((c) => c.id === ownerId)?.warranty_confirmed_at).toBe(at);
  });

  it('answers 404 for an item without a serial number (not a unit) and an unknown id', async () => {
    const plain = await t.db
      .selectFrom('fulfillment_items')
      .select('id')
      .where('serial_number', 'is', null)
      .executeTakeFirstOrThrow();
    expect((await get(`/admin/units/${plain.id}`)).statusCode).toBe(404);
    expect((await get('/admin/units/999999')).statusCode).toBe(404);
  });

  it('is read by the roles of Customers only', async () => {
    const unit = await itemBySerial('CHI-7731-2210');
    expect((await get(`/admin/units/${unit.id}`, (await signInStaff(t.app, 'europe')).headers)).statusCode).toBe(200);
    expect((await get(`/admin/units/${unit.id}`, (await signInStaff(t.app, 'sales')).headers)).statusCode).toBe(403);
  });
});
