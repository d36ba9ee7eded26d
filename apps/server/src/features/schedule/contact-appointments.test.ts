import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactAppointment, TrainingMachine } from '@owner-portal/contract/schedule/schedule';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { findSlotFor } from '../../../test/schedule-fixtures.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
});
afterAll(() => t.close());

const contactId = async (email: string) =>
  (await t.db.selectFrom('customer_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

async function history(email: string, headers = admin): Promise<ContactAppointment[]> {
  const res = await t.app.inject({ url: `/api/admin/customer_users/${await contactId(email)}/appointments`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function bookFirstMachine(headers: Record<string, string>, nth: number) {
  const machines: TrainingMachine[] = (await t.app.inject({ url: '/api/training/machines', headers })).json().data;
  const machine = machines.find((m) => !m.needs_pre_training && !m.requires_rep_approval)!;
  const slot = await findSlotFor(t.db, machine.group_id, 'us', nth);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/training/book',
    headers,
    payload: { slot_id: slot.id, group_id: machine.group_id, product_id: machine.product_id, phone: '4075550111' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** The EU demo owner's booking of an EU class (written directly: the demo EU company owns no machine with live training). */
async function euBooking() {
  const contact = await t.db
    .selectFrom('customer_users')
    .select(['id', 'customer_id'])
    .where('email', '=', 'eu.owner@demo.test')
    .executeTakeFirstOrThrow();
  const groupId = (
    await t.db.selectFrom('product_groups').select('id').where('has_training', '=', 1).executeTakeFirstOrThrow()
  ).id;
  const slot = await findSlotFor(t.db, groupId, 'eu');
  const now = new Date().toISOString();
  const { id } = await t.db
    .insertInto('training_appointments')
    .values({
      slot_id: slot.id,
      customer_id: contact.customer_id!,
      customer_user_id: contact.id,
      group_id: groupId,
      product_id: null,
      serial_number: null,
      phone: '+34 600 000 000',
      status: 'booked',
      sequence: 0,
      cancelled_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('GET /api/admin/customer_users/{id}/appointments', () => {
  it("lists the contact's classes with time, topic, machine, serial, status and region", async () => {
    const [attended] = await history('owner@demo.test');
    expect(attended).toMatchObject({
      status: 'attended',
      region: 'us',
      product: { display_name: 'Chroma Inspire Digitizing Software', serial_number: 'CHI-7731-2210' },
      time_slot: { training_topic: 'Chroma digitizing basics', location: { kind: 'online' } },
    });
    expect(Date.parse(attended!.time_slot.time)).toBeLessThan(Date.now());
  });

  it('shows attendance as staff mark it on the schedule, and a cancelled booking stays in the history', async () => {
    const [past] = await history('owner@demo.test');
    const mark = await t.app.inject({
      method: 'POST',
      url: `/api/admin/training-schedule/us/appointments/${past!.id}/attendance`,
      headers: admin,
      payload: { status: 'no_show' },
    });
    expect(mark.statusCode).toBe(204);
    expect((await history('owner@demo.test')).find((a) => a.id === past!.id)?.status).toBe('no_show');

    const id = await bookFirstMachine(owner, 1);
    expect((await history('owner@demo.test')).find((a) => a.id === id)?.status).toBe('booked');
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/training/appointments/${id}/cancel`,
      headers: owner,
    });
    expect(cancel.statusCode).toBe(200);
    const listed = await history('owner@demo.test');
    expect(listed.find((a) => a.id === id)).toMatchObject({ status: 'cancelled', cancelled: 1 });
    // Newest class first.
    const times = listed.map((a) => Date.parse(a.time_slot.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("lists only the contact's own bookings, not another company's", async () => {
    expect(await history('other.owner@demo.test')).toEqual([]);
    const euId = await euBooking();
    expect((await history('owner@demo.test')).some((a) => a.id === euId)).toBe(false);
    expect((await history('eu.owner@demo.test')).map((a) => a.id)).toEqual([euId]);
  });

  it("gives every contact role a contact's classes of either region, as contacts are not split by subsidiary", async () => {
    const [eu] = await history('eu.owner@demo.test');
    expect(eu).toMatchObject({ region: 'eu', status: 'booked' });
    for (const role of ['service', 'tech', 'europe']) {
      const headers = (await signInStaff(t.app, role)).headers;
      expect((await history('eu.owner@demo.test', headers)).map((a) => a.id)).toContain(eu!.id);
      expect((await history('owner@demo.test', headers))[0]?.region).toBe('us');
    }
  });

  it('refuses other staff roles and customers, and answers 404 for an unknown contact', async () => {
    const url = `/api/admin/customer_users/${await contactId('owner@demo.test')}/appointments`;
    const accounting = (await signInStaff(t.app, 'accounting')).headers;
    expect((await t.app.inject({ url, headers: accounting })).statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: owner })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/admin/customer_users/999999/appointments', headers: admin })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/admin/customer_users/{id}', () => {
  it('answers the contact for its page, and 404 for an unknown one', async () => {
    const id = await contactId('owner@demo.test');
    const res = await t.app.inject({ url: `/api/admin/customer_users/${id}`, headers: admin });
    expect(res.json().data).toMatchObject({
      id,
      email: 'owner@demo.test',
      customer: { company_name: 'Stitch & Thread Co.' },
    });
    expect((await t.app.inject({ url: '/api/admin/customer_users/999999', headers: admin })).statusCode).toBe(404);
  });
});
