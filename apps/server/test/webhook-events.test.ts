import { WEBHOOK_EVENTS } from '@owner-portal/contract/webhooks/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { createApiKey } from './api-keys.ts';
import { chromaOwners, findSlotFor, groupIdOf, setUnlocked } from './schedule-fixtures.ts';
import { signIn, signInStaff } from './sessions.ts';
import { productIdByName, signedInColleague } from './training-fixtures.ts';
import { buildReferrer, buildTag, machineTypeId } from '../src/features/referrals/referral-test-helpers.ts';
import { addEndpoint, startReceiver, type Receiver } from '../src/features/webhooks/webhooks-test-helpers.ts';

/**
 * Each event from the write that causes it, as its endpoint will get it: `{type, timestamp, data}`,
 * queued by that write (the delivery tests show how it is sent).
 */
let t: TestApp;
let receiver: Receiver;
let admin: Record<string, string>;
let accounting: Record<string, string>;
let endpointId: number;
let software: number;
beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({ webhookAllowedHosts: [receiver.hostPort] });
  admin = (await signInStaff(t.app, 'admin')).headers;
  accounting = (await signInStaff(t.app, 'accounting')).headers;
  endpointId = (await addEndpoint(t, admin, receiver.url('/all'), [...WEBHOOK_EVENTS])).data.id;
  software = await groupIdOf(t.db, 'Digitizing Software');
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

type Sent = { type: string; timestamp: string; data: Record<string, unknown> };

/** What the endpoint has been sent since the last call, oldest first. */
let seen = 0;
async function newEvents(): Promise<Sent[]> {
  const rows = await t.db
    .selectFrom('webhook_deliveries')
    .select(['id', 'payload', 'event_type'])
    .where('endpoint_id', '=', endpointId)
    .where('id', '>', seen)
    .orderBy('id')
    .execute();
  seen = rows.at(-1)?.id ?? seen;
  return rows.map((row) => {
    const sent = JSON.parse(row.payload) as Sent;
    expect(sent.type).toBe(row.event_type);
    return sent;
  });
}
beforeAll(() => newEvents());

const call = (headers: Record<string, string>, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const book = async (headers: Record<string, string>, slotId: number, groupId = software) => {
  const res = await call(headers, 'POST', '/api/training/book', {
    slot_id: slotId,
    group_id: groupId,
    phone: '4075550111',
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ data: { id: number; status: string } }>().data;
};

describe('contact.created', () => {
  it('is sent once for a contact the ERP creates, not for its replay or update', async () => {
    const key = (await createApiKey(t.app, { name: 'Event ERP', scopes: ['customers:write'] })).headers;
    const company = { company_name: 'Event Works', subsidiary_id: 1, updated_at: '2026-11-26T09:00:00.000Z' };
    expect((await call(key, 'PUT', '/api/integration/customers/EVT-CO', company)).statusCode).toBe(201);
    const contact = (updated_at: string, first_name = 'Erp') => ({
      customer_external_id: 'EVT-CO',
      first_name,
      last_name: 'Contact',
      email: 'erp.contact@example.com',
      updated_at,
    });
    const created = await call(key, 'PUT', '/api/integration/contacts/EVT-1', contact('2026-11-26T09:01:00.000Z'));
    expect(created.statusCode).toBe(201);
    await call(key, 'PUT', '/api/integration/contacts/EVT-1', contact('2026-11-26T09:01:00.000Z'));
    await call(key, 'PUT', '/api/integration/contacts/EVT-1', contact('2026-11-26T09:02:00.000Z', 'Renamed'));
    const sent = await newEvents();
    expect(sent.map((e) => e.type)).toEqual(['contact.created']);
    expect(sent[0]!.data).toMatchObject({ id: created.json().data.id, email: 'erp.contact@example.com' });
  });

  it('carries the contact as the back office shows it', async () => {
    const res = await call(admin, 'POST', '/api/admin/customer_users', {
      first_name: 'Event',
      last_name: 'Contact',
      email: 'event.contact@example.com',
      phone: '4075550111',
    });
    const shown = await t.app.inject({ url: `/api/admin/customer_users/${res.json().data.id}`, headers: admin });
    expect(await newEvents()).toEqual([
      { type: 'contact.created', timestamp: expect.any(String), data: shown.json().data },
    ]);
  });
});

describe('training.booked, training.cancelled and training.attended', () => {
  it('tells of a booking with a seat, and of its cancellation by the owner', async () => {
    const [owner] = await chromaOwners(t, 1);
    const slot = await findSlotFor(t.db, software, 'us', 1);
    const booked = await book(owner!.headers, slot.id);
    const [event] = await newEvents();
    expect(event).toMatchObject({
      type: 'training.booked',
      data: {
        id: booked.id,
        status: 'booked',
        via: 'booked',
        customer_user_id: owner!.contactId,
        product_group: { id: software },
        time_slot: { id: slot.id },
      },
    });
    expect(await call(owner!.headers, 'DELETE', `/api/training/appointments/${booked.id}/cancel`)).toHaveProperty(
      'statusCode',
      200,
    );
    expect(await newEvents()).toEqual([
      expect.objectContaining({
        type: 'training.cancelled',
        data: expect.objectContaining({ id: booked.id, status: 'cancelled', via: 'cancelled' }),
      }),
    ]);
  });

  it('waits for rep approval: a pending request is no booking yet, its approval is', async () => {
    const owner = (await signIn(t.app, 'owner@demo.test')).headers;
    await setUnlocked(t.db, 'owner@demo.test');
    const dtg = await groupIdOf(t.db, 'Ri 1000/2000 DTG Printers');
    const pending = await book(owner, (await findSlotFor(t.db, dtg, 'us')).id, dtg);
    expect(pending.status).toBe('pending');
    expect(await newEvents()).toEqual([]);
    await call(admin, 'POST', `/api/admin/training-schedule/us/appointments/${pending.id}/approve`);
    expect(await newEvents()).toEqual([
      expect.objectContaining({
        type: 'training.booked',
        data: expect.objectContaining({ id: pending.id, via: 'approved' }),
      }),
    ]);
  });

  it('tells of attendance once, and not of a no-show', async () => {
    const [attends, skips] = await chromaOwners(t, 2);
    const slot = await findSlotFor(t.db, software, 'us', 2);
    const seated = await book(attends!.headers, slot.id);
    const absent = await book(skips!.headers, slot.id);
    await newEvents();
    const mark = (id: number, status: string) =>
      call(admin, 'POST', `/api/admin/training-schedule/us/appointments/${id}/attendance`, { status });
    expect((await mark(seated.id, 'attended')).statusCode).toBe(204);
    expect((await mark(seated.id, 'attended')).statusCode).toBe(204);
    expect((await mark(absent.id, 'no_show')).statusCode).toBe(204);
    expect(await newEvents()).toEqual([
      expect.objectContaining({
        type: 'training.attended',
        data: expect.objectContaining({ id: seated.id, status: 'attended', customer_user_id: attends!.contactId }),
      }),
    ]);
  });

  it('tells each owner of a class staff cancel', async () => {
    const owners = await chromaOwners(t, 2);
    const slot = await findSlotFor(t.db, software, 'us', 3);
    const ids = [];
    for (const owner of owners) ids.push((await book(owner.headers, slot.id)).id);
    await newEvents();
    expect((await call(admin, 'POST', `/api/admin/training-schedule/us/slots/${slot.id}/cancel`)).statusCode).toBe(200);
    const events = await newEvents();
    expect(events.map((e) => [e.type, e.data.id, e.data.via])).toEqual(
      ids.map((id) => ['training.cancelled', id, 'slot-cancelled']),
    );
  });
});

describe('pretraining.finished and warranty.confirmed', () => {
  it('tells of a finished pre-training once', async () => {
    const colleague = await signedInColleague(t);
    const persona = await productIdByName(t.db, 'persona pro 1501');
    await call(colleague.headers, 'POST', `/api/training/${persona}/acknowledge`, { acknowledged: true });
    await completePretraining(colleague.id, colleague.headers, persona);
    expect((await call(colleague.headers, 'POST', `/api/training/${persona}/finish`, {})).statusCode).toBe(200);
    expect((await call(colleague.headers, 'POST', `/api/training/${persona}/finish`, {})).statusCode).toBe(200);
    const events = await newEvents();
    expect(events).toEqual([
      {
        type: 'pretraining.finished',
        timestamp: expect.any(String),
        data: {
          customer_id: expect.any(Number),
          customer_user_id: colleague.id,
          product: {
            id: persona,
            display_name: 'Persona PRO 1501 Embroidery Machine',
            netsuite_name: expect.anything(),
            serial_number: expect.any(String),
          },
          finished_at: expect.any(String),
        },
      },
    ]);
  });

  it('tells of the first warranty confirmation only', async () => {
    const colleague = await signedInColleague(t);
    const ri = await productIdByName(t.db, 'ri 2000 dtg printer');
    for (let i = 0; i < 2; i++) {
      const res = await call(colleague.headers, 'POST', `/api/post-training/${ri}/warranty`, { confirmed: true });
      expect(res.statusCode).toBe(200);
    }
    const events = await newEvents();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'warranty.confirmed',
        data: expect.objectContaining({
          customer_user_id: colleague.id,
          product: expect.objectContaining({ id: ri }),
          confirmed_at: expect.any(String),
        }),
      }),
    ]);
  });
});

describe('referral.earned and referral.redeemed', () => {
  let shop: Record<string, string>;
  beforeAll(async () => {
    shop = (await createApiKey(t.app, { name: 'Event shop', scopes: ['referrals:write'] })).headers;
  });
  const sale = (key: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/integration/referral-sales',
      headers: { ...shop, 'idempotency-key': key },
      payload,
    });

  it('tells of a sale that earns, of a flagged one only once approved, and of a redemption', async () => {
    const tag = await buildTag(t.db, { name: 'Hooks', minimum: 0, machineCents: { DTG: 30_000 } });
    const referrer = await buildReferrer(t.db, tag, 'hooked.test');
    const dtg = await machineTypeId(t.db, 'DTG');
    const earned = await sale(`earned-${referrer}`, {
      referrer_id: referrer,
      buyer_email: 'buyer@gmail.com',
      amount: 1,
      machine_type_id: dtg,
    });
    expect(earned.statusCode).toBe(201);
    // A retried sale (same key and body) records nothing more, and tells no one again.
    await sale(`earned-${referrer}`, {
      referrer_id: referrer,
      buyer_email: 'buyer@gmail.com',
      amount: 1,
      machine_type_id: dtg,
    });
    expect(await newEvents()).toEqual([
      { type: 'referral.earned', timestamp: expect.any(String), data: earned.json().data },
    ]);

    const flagged = await sale(`flagged-${referrer}`, {
      referrer_id: referrer,
      buyer_email: 'cousin@hooked.test',
      amount: 1,
      machine_type_id: dtg,
    });
    expect(flagged.json().data).toMatchObject({ self_referral: true, approved: false });
    expect(await newEvents()).toEqual([]);
    const approved = await call(accounting, 'POST', `/api/admin/referrals/${flagged.json().data.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(await newEvents()).toEqual([
      expect.objectContaining({
        type: 'referral.earned',
        data: expect.objectContaining({ id: flagged.json().data.id, approved: true }),
      }),
    ]);

    const redeemed = await call(accounting, 'POST', '/api/admin/referrals/redeem', {
      customer_id: referrer,
      amount: 100,
    });
    expect(redeemed.statusCode).toBe(200);
    expect(await newEvents()).toEqual([
      expect.objectContaining({
        type: 'referral.redeemed',
        data: expect.objectContaining({
          referrer_id: referrer,
          type: 'redemption',
          referral_value: -100,
          balance: 500,
        }),
      }),
    ]);
  });

  it('tells no one of a refused write', async () => {
    const tag = await buildTag(t.db, { name: 'Refused', minimum: 0, machineCents: { DTG: 1_000 } });
    const referrer = await buildReferrer(t.db, tag, 'refused.test');
    const dtg = await machineTypeId(t.db, 'DTG');
    await sale(`small-${referrer}`, {
      referrer_id: referrer,
      buyer_email: 'b@gmail.com',
      amount: 1,
      machine_type_id: dtg,
    });
    expect((await newEvents()).map((e) => e.type)).toEqual(['referral.earned']);
    const tooMuch = await call(accounting, 'POST', '/api/admin/referrals/redeem', {
      customer_id: referrer,
      amount: 50,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(await newEvents()).toEqual([]);
  });
});

/** Every pre-training video of the product watched and every quiz passed, written as the player and quiz would leave them. */
async function completePretraining(contactId: number, headers: Record<string, string>, productId: number) {
  const { data } = (
    await t.app.inject({ url: `/api/products/${productId}?include=pretraining&lang_code=en`, headers })
  ).json();
  const now = new Date().toISOString();
  for (const video of data.pretraining as { id: number; duration: number; quiz_id: number | null }[]) {
    const step = await t.db
      .selectFrom('videos')
      .select(['group_id', 'kind', 'position'])
      .where('id', '=', video.id)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('video_progress')
      .values({
        customer_user_id: contactId,
        ...step,
        time_seconds: video.duration,
        complete: 1,
        started_at: now,
        updated_at: now,
      })
      .execute();
    if (video.quiz_id === null) continue;
    await t.db
      .insertInto('quiz_attempts')
      .values({
        customer_user_id: contactId,
        quiz_id: video.quiz_id,
        answers: '[]',
        score: 100,
        passed: 1,
        created_at: now,
      })
      .execute();
  }
}
