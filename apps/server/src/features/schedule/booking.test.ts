import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_MESSAGES } from '@owner-portal/contract/schedule/schedule';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail, buildOwnedUnit, companyIdOf } from '../../../test/factories.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';
import { chromaOwners, findSlotFor, groupIdOf, setUnlocked, slotBodyOf } from '../../../test/schedule-fixtures.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
let admin: Record<string, string>;
let embroidery: number;
let software: number;
let dtg: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  other = (await signIn(t.app, 'other.owner@demo.test')).headers;
  admin = (await signInStaff(t.app, 'admin')).headers;
  embroidery = await groupIdOf(t.db, 'Embroidery Machines');
  software = await groupIdOf(t.db, 'Digitizing Software');
  dtg = await groupIdOf(t.db, 'Ri 1000/2000 DTG Printers');
});
afterAll(() => t.close());

const book = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/training/book', headers, payload });
const cancel = (headers: Record<string, string>, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/training/appointments/${id}/cancel`, headers });
const list = async (headers: Record<string, string>, all = false) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/training/${all ? 'all_appointments' : 'appointments'}`, headers })
  ).json().data as { id: number; status: string; cancelled: number; product_group: { id: number } }[];

describe('GET /api/training/machines', () => {
  it("lists the company's machines whose series has training, flagging those that need pre-training", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/training/machines', headers: owner });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((m: { display_name: string }) => m.display_name);
    expect(names).toContain('Persona PRO 1501 Embroidery Machine');
    expect(names).not.toContain('HoopMaster Hooping Station');
    const persona = res.json().data.find((m: { group_id: number }) => m.group_id === embroidery);
    expect(persona).toMatchObject({ needs_pre_training: 1, serial_number: expect.any(String) });
  });
});

describe('GET /api/training/slots', () => {
  it("answers only future, open classes of the owner's region and series", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/training/slots?group_id=${software}`, headers: owner });
    expect(res.statusCode).toBe(200);
    const slots = res.json().data as {
      time: string;
      group_id: number;
      seats_left: number;
      location: { name: string };
    }[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => Date.parse(s.time) > Date.now() && s.group_id === software)).toBe(true);
    expect(slots.every((s) => !s.location.name.includes('Europe'))).toBe(true);
  });
});

describe('POST /api/training/book', () => {
  it('books a seat, lists the appointment and records who booked it', async () => {
    const slot = await findSlotFor(t.db, software, 'us');
    const res = await book(owner, { slot_id: slot.id, group_id: software, phone: '(407) 555 - 0111' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'booked',
      cancelled: 0,
      phone: '4075550111',
      product_group: { id: software, name: 'Digitizing Software' },
      time_slot: { id: slot.id, type_name: 'Online', class_link: expect.stringMatching(/^https:/) },
    });
    expect((await list(owner)).map((a) => a.id)).toContain(res.json().data.id);
    expect((await auditTrail(t.db, 'training_appointment', res.json().data.id))[0]).toMatchObject({
      action: 'training_appointment.book',
    });
  });

  it('refuses a second active booking for the same series with 409', async () => {
    const slot = await findSlotFor(t.db, software, 'us', 1);
    const res = await book(owner, { slot_id: slot.id, group_id: software, phone: '4075550111' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.group_id).toEqual([TRAINING_MESSAGES.alreadyBooked]);
  });

  it('requires the pre-training of a series that requires it', async () => {
    const slot = await findSlotFor(t.db, embroidery, 'us');
    const res = await book(owner, { slot_id: slot.id, group_id: embroidery, phone: '4075550111' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.group_id).toEqual([TRAINING_MESSAGES.preTrainingFirst]);
  });

  it('books as pending when the series needs rep approval, and staff approve it', async () => {
    await setUnlocked(t.db, 'owner@demo.test');
    const slot = await findSlotFor(t.db, dtg, 'us');
    const res = await book(owner, { slot_id: slot.id, group_id: dtg, phone: '4075550111' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe('pending');
    const approve = await t.app.inject({
      method: 'POST',
      url: `/api/admin/training-schedule/us/appointments/${res.json().data.id}/approve`,
      headers: admin,
    });
    expect(approve.statusCode).toBe(204);
    expect((await list(owner)).find((a) => a.id === res.json().data.id)?.status).toBe('booked');
  });

  it("refuses a machine the company does not own, another region's class and bad input", async () => {
    const slot = await findSlotFor(t.db, software, 'us', 2);
    expect(
      (await book(other, { slot_id: slot.id, group_id: software, phone: '4075550111' })).json().errors.group_id,
    ).toEqual([TRAINING_MESSAGES.notOwned]);
    const eu = await findSlotFor(t.db, software, 'eu');
    expect(
      (await book(owner, { slot_id: eu.id, group_id: software, phone: '4075550111' })).json().errors.slot_id,
    ).toEqual([TRAINING_MESSAGES.slotUnavailable]);
    const bad = await book(owner, { slot_id: slot.id, group_id: software, phone: '12' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone).toEqual(['Invalid phone number.']);
    const blank = await book(owner, {});
    expect(Object.keys(blank.json().errors).sort()).toEqual(['group_id', 'phone', 'slot_id']);
  });

  it('offers the waitlist when a class is full, and gives a freed seat to the first on it', async () => {
    const slot = await findSlotFor(t.db, software, 'us', 3);
    await t.db.updateTable('training_slots').set({ capacity: 1, seats_taken: 1 }).where('id', '=', slot.id).execute();
    // The owner frees their software booking first, to book this full class (they may hold others).
    const current = (await list(owner)).find((a) => a.status === 'booked' && a.product_group.id === software)!;
    expect((await cancel(owner, current.id)).statusCode).toBe(200);
    const full = await book(owner, { slot_id: slot.id, group_id: software, phone: '4075550111' });
    expect(full.statusCode).toBe(409);
    expect(full.json().errors.slot_id).toEqual([TRAINING_MESSAGES.full]);
    const waiting = await book(owner, { slot_id: slot.id, group_id: software, phone: '4075550111', waitlist: true });
    expect(waiting.json().data.status).toBe('waitlisted');
    // Staff raise the capacity: the seat goes to the waitlist, and the owner is mailed.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/training-schedule/us/slots/${slot.id}`,
      headers: admin,
      payload: { ...(await slotBodyOf(t.db, slot.id)), capacity: 2 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ seats_taken: 2, waitlist_count: 0 });
    expect((await list(owner)).find((a) => a.id === waiting.json().data.id)?.status).toBe('booked');
  });
});

/** A new software class with one seat, copied from a seeded one, that no other test books. */
async function oneSeatClass() {
  const seeded = await findSlotFor(t.db, software, 'us');
  const { id: _id, ...copy } = await t.db
    .selectFrom('training_slots')
    .selectAll()
    .where('id', '=', seeded.id)
    .executeTakeFirstOrThrow();
  return t.db
    .insertInto('training_slots')
    .values({ ...copy, capacity: 1, seats_taken: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('DELETE /api/training/appointments/{id}/cancel', () => {
  it('cancels until the cutoff; the appointment leaves the list but stays in all_appointments', async () => {
    const mine = (await list(owner)).find((a) => a.status === 'booked')!;
    const res = await cancel(owner, mine.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', cancelled: 1 });
    expect((await list(owner)).map((a) => a.id)).not.toContain(mine.id);
    expect((await list(owner, true)).find((a) => a.id === mine.id)?.cancelled).toBe(1);
    expect((await cancel(owner, mine.id)).json().errors.id).toEqual([TRAINING_MESSAGES.alreadyCancelled]);
  });

  it('refuses within 24 hours of the start with a message to contact support', async () => {
    await setUnlocked(t.db, 'other.owner@demo.test');
    const slot = await findSlotFor(t.db, embroidery, 'us');
    const booked = await book(other, { slot_id: slot.id, group_id: embroidery, phone: '3215550122' });
    expect(booked.statusCode).toBe(201);
    const soon = new Date(Date.now() + 3 * 3_600_000).toISOString();
    await t.db.updateTable('training_slots').set({ starts_at: soon }).where('id', '=', slot.id).execute();
    const res = await cancel(other, booked.json().data.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.id).toEqual([TRAINING_MESSAGES.cutoff(24)]);
  });

  it('lets a waitlisted owner leave inside the cutoff, while the seated owner of the class is still refused', async () => {
    const [seated, waiting] = await chromaOwners(t, 2);
    const slot = await oneSeatClass();
    const body = { slot_id: slot.id, group_id: software, phone: '4075550111', waitlist: true };
    const held = await book(seated!.headers, body);
    expect(held.json().data.status).toBe('booked');
    const queued = await book(waiting!.headers, body);
    expect(queued.json().data.status).toBe('waitlisted');
    const soon = new Date(Date.now() + 3 * 3_600_000).toISOString();
    await t.db.updateTable('training_slots').set({ starts_at: soon }).where('id', '=', slot.id).execute();

    const left = await cancel(waiting!.headers, queued.json().data.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().data).toMatchObject({ status: 'cancelled', cancelled: 1 });
    const refused = await cancel(seated!.headers, held.json().data.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.id).toEqual([TRAINING_MESSAGES.cutoff(24)]);
    const { seats_taken } = await t.db
      .selectFrom('training_slots')
      .select('seats_taken')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(seats_taken).toBe(1);
  });

  it('lets a waitlisted owner leave a class that has already started', async () => {
    const [seated, waiting] = await chromaOwners(t, 2);
    const slot = await oneSeatClass();
    const body = { slot_id: slot.id, group_id: software, phone: '4075550111', waitlist: true };
    expect((await book(seated!.headers, body)).statusCode).toBe(201);
    const queued = await book(waiting!.headers, body);
    expect(queued.json().data.status).toBe('waitlisted');
    const started = new Date(Date.now() - 30 * 60_000).toISOString();
    await t.db.updateTable('training_slots').set({ starts_at: started }).where('id', '=', slot.id).execute();
    expect((await cancel(waiting!.headers, queued.json().data.id)).statusCode).toBe(200);
  });

  it("answers 404 for another company's appointment", async () => {
    const mine = (await list(owner, true))[0]!;
    expect((await cancel(other, mine.id)).statusCode).toBe(404);
  });
});

describe('a shipped machine whose serial number is not recorded yet', () => {
  it('is offered and books for live training, while My Products still lists serial-numbered units only', async () => {
    const companyId = await companyIdOf(t.db, 'other.owner@demo.test');
    const chroma = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'chroma inspire')
      .executeTakeFirstOrThrow();
    await buildOwnedUnit(t.db, companyId, chroma.id, { withSerial: false });

    const machines = (await t.app.inject({ url: '/api/training/machines', headers: other })).json().data;
    expect(machines).toContainEqual(
      expect.objectContaining({ product_id: chroma.id, group_id: software, serial_number: null }),
    );
    const res = await book(other, {
      slot_id: (await findSlotFor(t.db, software, 'us', 1)).id,
      group_id: software,
      phone: '4075550111',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.product).toEqual(expect.objectContaining({ id: chroma.id, serial_number: null }));
    const products = (await t.app.inject({ url: '/api/products', headers: other })).json().data as { id: number }[];
    expect(products.map((p) => p.id)).not.toContain(chroma.id);
  });
});

describe('a booking is written whole or not at all', () => {
  it('leaves no appointment, no taken seat and no audit entry when its mail cannot be queued', async () => {
    // Set-up: the owner holds no active software booking, so only the queue can stop this one.
    await t.db
      .updateTable('training_appointments')
      .set({ status: 'cancelled' })
      .where('customer_id', '=', await companyIdOf(t.db, 'owner@demo.test'))
      .where('group_id', '=', software)
      .execute();
    const slot = await findSlotFor(t.db, software, 'us', 2);
    const seats = async () =>
      (
        await t.db
          .selectFrom('training_slots')
          .select('seats_taken')
          .where('id', '=', slot.id)
          .executeTakeFirstOrThrow()
      ).seats_taken;
    const bookings = async () =>
      (await t.db.selectFrom('training_appointments').select('id').where('slot_id', '=', slot.id).execute()).length;
    const audits = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'training_appointment.book').execute())
        .length;
    const before = { seats: await seats(), bookings: await bookings(), audits: await audits() };

    const send = t.jobs.send;
    t.jobs.send = async () => {
      throw new Error('the queue is unreachable');
    };
    try {
      expect((await book(owner, { slot_id: slot.id, group_id: software, phone: '4075550111' })).statusCode).toBe(500);
    } finally {
      t.jobs.send = send;
    }
    expect({ seats: await seats(), bookings: await bookings(), audits: await audits() }).toEqual(before);
    expect((await book(owner, { slot_id: slot.id, group_id: software, phone: '4075550111' })).statusCode).toBe(201);
    expect(await seats()).toBe(before.seats + 1);
  });
});
