import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { chromaOwners, findSlotFor, groupIdOf } from '../../../test/schedule-fixtures.ts';

const OWNERS = 50;
let t: TestApp;
let base: string;
let software: number;
let tokens: string[];

/** Fifty companies that each own a Chroma licence, each with a signed-in contact. */
beforeAll(async () => {
  t = await createTestApp();
  software = await groupIdOf(t.db, 'Digitizing Software');
  tokens = (await chromaOwners(t, OWNERS)).map((owner) => owner.token);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const bookOverHttp = (token: string, slotId: number) =>
  fetch(`${base}/api/training/book`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ slot_id: slotId, group_id: software, phone: '4075550100' }),
  });

describe('POST /api/training/book under parallel load', () => {
  it('gives the last seat of a class to exactly one of 50 owners booking it at once', async () => {
    const slot = await findSlotFor(t.db, software, 'us');
    await t.db.updateTable('training_slots').set({ capacity: 1, seats_taken: 0 }).where('id', '=', slot.id).execute();

    const replies = await Promise.all(tokens.map((token) => bookOverHttp(token, slot.id)));
    const statuses = replies.map((r) => r.status);

    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(OWNERS - 1);
    const seats = await t.db
      .selectFrom('training_slots')
      .select('seats_taken')
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(seats.seats_taken).toBe(1);
    const booked = await t.db
      .selectFrom('training_appointments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('slot_id', '=', slot.id)
      .where('status', 'in', ['booked', 'pending'])
      .executeTakeFirstOrThrow();
    expect(Number(booked.n)).toBe(1);
  });
});
