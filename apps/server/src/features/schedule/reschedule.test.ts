import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_MESSAGES } from '@owner-portal/contract/schedule/schedule';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { buildOwnedUnit, companyIdOf } from '../../../test/factories.ts';
import { signIn } from '../../../test/sessions.ts';
import { findSlotFor, groupIdOf } from '../../../test/schedule-fixtures.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
let software: number;
let embroidery: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  other = (await signIn(t.app, 'other.owner@demo.test')).headers;
  software = await groupIdOf(t.db, 'Digitizing Software');
  embroidery = await groupIdOf(t.db, 'Embroidery Machines');
});
afterAll(() => t.close());

const book = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/training/book', headers, payload });
const move = (headers: Record<string, string>, id: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/training/appointments/${id}`, headers, payload });
const seats = async (slotId: number) =>
  (await t.db.selectFrom('training_slots').select(['seats_taken']).where('id', '=', slotId).executeTakeFirstOrThrow())
    .seats_taken;
const statusOf = async (id: number) =>
  (await t.db.selectFrom('training_appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

describe('PUT /api/training/appointments/{id}', () => {
  it('moves a booking to another class of its series: the new seat is taken, the old one passes to its waitlist', async () => {
    const from = await findSlotFor(t.db, software, 'us', 0);
    const to = await findSlotFor(t.db, software, 'us', 1);
    const booked = (await book(owner, { slot_id: from.id, group_id: software, phone: '4075550111' })).json().data;
    // Another company, with its own software, waits for the class the owner leaves.
    await t.db.updateTable('training_slots').set({ capacity: 1 }).where('id', '=', from.id).execute();
    const chroma = await t.db
      .selectFrom('products')
      .select('id')
      .where('name', '=', 'chroma inspire')
      .executeTakeFirstOrThrow();
    await buildOwnedUnit(t.db, await companyIdOf(t.db, 'other.owner@demo.test'), chroma.id);
    const waiting = await book(other, { slot_id: from.id, group_id: software, phone: '3215550122', waitlist: true });
    expect(waiting.json().data.status).toBe('waitlisted');

    const res = await move(owner, booked.id, { slot_id: to.id, phone: '(407) 555 - 0199' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: booked.id,
      status: 'booked',
      phone: '4075550199',
      time_slot: { id: to.id },
    });
    expect(await seats(to.id)).toBe(1);
    expect(await statusOf(waiting.json().data.id)).toBe('booked');
    expect(await seats(from.id)).toBe(1);
  });

  it('changes only the phone when the class stays the same', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/training/appointments', headers: owner }))
      .json()
      .data.find((a: { status: string; product_group: { id: number } }) => a.product_group.id === software);
    const before = await seats(current.time_slot.id);
    const res = await move(owner, current.id, { slot_id: current.time_slot.id, phone: '4075550100' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: '4075550100', time_slot: { id: current.time_slot.id } });
    expect(await seats(current.time_slot.id)).toBe(before);
  });

  it('refuses a class of another series, a full class and a booking that holds no seat', async () => {
    const current = (await t.app.inject({ method: 'GET', url: '/api/training/appointments', headers: owner }))
      .json()
      .data.find((a: { product_group: { id: number } }) => a.product_group.id === software);
    const wrong = await findSlotFor(t.db, embroidery, 'us', 2);
    const res = await move(owner, current.id, { slot_id: wrong.id, phone: '4075550111' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.slot_id).toEqual([TRAINING_MESSAGES.slotWrongSeries]);

    const full = await findSlotFor(t.db, software, 'us', 2);
    await t.db.updateTable('training_slots').set({ capacity: 1, seats_taken: 1 }).where('id', '=', full.id).execute();
    const refused = await move(owner, current.id, { slot_id: full.id, phone: '4075550111' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.slot_id).toEqual([TRAINING_MESSAGES.full]);

    await t.db
      .updateTable('training_appointments')
      .set({ status: 'waitlisted' })
      .where('id', '=', current.id)
      .execute();
    const waiting = await move(owner, current.id, { slot_id: full.id, phone: '4075550111' });
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json().errors.id).toEqual([TRAINING_MESSAGES.alreadyHeld]);
  });
});
