/**
 * One fresh request for every write a customer's token can reach (the routes whose access is
 * `customer` or `signed-in`), each on an owner of its own, so a test can repeat it, or send it as
 * someone else, without disturbing the next. A write route added without a factory here fails the
 * tests that use the table (test/security/repeat-writes.test.ts, read-only-impersonation.test.ts).
 */
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import type { TestApp } from './app.ts';
import { buildNotification } from './factories.ts';
import { chromaOwners, findSlotFor, groupIdOf } from './schedule-fixtures.ts';
import { productIdByName, signedInColleague, trainingFixtures } from './training-fixtures.ts';

export interface Owner {
  contactId: number;
  customerId: number;
  headers: Record<string, string>;
}

export interface CustomerWrite {
  owner: Owner;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  /**
   * The statuses of the same request sent 20 times in a row, when the route's rules pin them (a
   * write whose rules another test owns, such as video progress, leaves them open).
   */
  repeats?: Record<number, number>;
  /** The audit entries 20 repeats leave: one for an audited write, none for one that is not audited. */
  audits: 0 | 1;
  /** Impersonation is refused on this route whoever impersonates (the contact's own password). */
  ownerOnly?: true;
}

export const REPEATS = 20;

/** The routes a customer's token may write to, from the app's own route table. */
export const customerWriteRoutes = (t: TestApp) => [
  ...new Set(
    t.routes
      .filter((r) => r.access?.kind === 'customer' || r.access?.kind === 'signed-in')
      .filter((r) => r.method !== 'GET' && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`),
  ),
];

async function colleague(t: TestApp): Promise<Owner> {
  const { id, headers } = await signedInColleague(t);
  const { customer_id } = await t.db
    .selectFrom('customer_users')
    .select('customer_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { contactId: id, customerId: customer_id!, headers };
}

/** A colleague who acknowledged the Persona's pre-training warning, so its videos and quizzes open. */
async function trainee(t: TestApp): Promise<Owner> {
  const owner = await colleague(t);
  const persona = await productIdByName(t.db, 'persona pro 1501');
  await t.app.inject({
    method: 'POST',
    url: `/api/training/${persona}/acknowledge`,
    headers: owner.headers,
    payload: { acknowledged: true },
  });
  return owner;
}

/** A company of its own that owns Chroma (Digitizing Software: live training, no pre-training). */
async function chromaOwner(t: TestApp): Promise<Owner & { software: number }> {
  const [owner] = await chromaOwners(t, 1);
  const { customer_id } = await t.db
    .selectFrom('customer_users')
    .select('customer_id')
    .where('id', '=', owner!.contactId)
    .executeTakeFirstOrThrow();
  return {
    contactId: owner!.contactId,
    customerId: customer_id!,
    headers: owner!.headers,
    software: await groupIdOf(t.db, 'Digitizing Software'),
  };
}

/** A US software class with room for every test's bookings. */
async function roomyClass(t: TestApp, software: number, nth: number) {
  const slot = await findSlotFor(t.db, software, 'us', nth);
  await t.db.updateTable('training_slots').set({ capacity: 1000 }).where('id', '=', slot.id).execute();
  return slot.id;
}

async function bookedAppointment(t: TestApp, owner: Owner & { software: number }) {
  const slot = await roomyClass(t, owner.software, 0);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/training/book',
    headers: owner.headers,
    payload: { slot_id: slot, group_id: owner.software, phone: '4075550100' },
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
}

export const CUSTOMER_WRITES: Record<string, (t: TestApp) => Promise<CustomerWrite>> = {
  'POST /api/logout': async (t) => ({
    owner: await colleague(t),
    method: 'POST',
    url: '/api/logout',
    // The first ends the token; the token then is no one's.
    repeats: { 204: 1, 401: REPEATS - 1 },
    audits: 0,
  }),
  'PUT /api/customer': async (t) => ({
    owner: await colleague(t),
    method: 'PUT',
    url: '/api/customer',
    body: { lang_code: 'es' },
    repeats: { 200: REPEATS },
    audits: 0,
  }),
  'PUT /api/customer/password': async (t) => ({
    owner: await colleague(t),
    method: 'PUT',
    url: '/api/customer/password',
    body: {
      current_password: DEMO_PASSWORD,
      password: 'Tangerine-Orbit-4417',
      password_confirmation: 'Tangerine-Orbit-4417',
    },
    // The change signs out the other sessions, this request's token among them.
    repeats: { 200: 1, 401: REPEATS - 1 },
    audits: 1,
    ownerOnly: true,
  }),
  'PATCH /api/notifications/read': async (t) => ({
    owner: await colleague(t),
    method: 'PATCH',
    url: '/api/notifications/read',
    body: { ids: [(await buildNotification(t.db, { published: true })).id] },
    audits: 0,
  }),
  'POST /api/training/:id/acknowledge': async (t) => ({
    owner: await colleague(t),
    method: 'POST',
    url: `/api/training/${await productIdByName(t.db, 'persona pro 1501')}/acknowledge`,
    body: { acknowledged: true },
    repeats: { 200: REPEATS },
    audits: 1,
  }),
  // Not finishable (nothing watched): every repeat is refused, and a refusal records nothing.
  'POST /api/training/:id/finish': async (t) => ({
    owner: await colleague(t),
    method: 'POST',
    url: `/api/training/${await productIdByName(t.db, 'persona pro 1501')}/finish`,
    body: {},
    repeats: { 422: REPEATS },
    audits: 0,
  }),
  'POST /api/post-training/:id/warranty': async (t) => ({
    owner: await colleague(t),
    method: 'POST',
    url: `/api/post-training/${(await trainingFixtures(t.db)).riId}/warranty`,
    body: { confirmed: true },
    repeats: { 200: REPEATS },
    audits: 1,
  }),
  'POST /api/videos/:id': async (t) => ({
    owner: await trainee(t),
    method: 'POST',
    url: `/api/videos/${(await trainingFixtures(t.db)).preVideoId}`,
    body: { time: 1, complete: false },
    audits: 0,
  }),
  'PUT /api/videos/:id/checklists-customer/:itemId': async (t) => {
    const { preVideoId, itemId } = await trainingFixtures(t.db);
    return {
      owner: await trainee(t),
      method: 'PUT',
      url: `/api/videos/${preVideoId}/checklists-customer/${itemId}`,
      audits: 0,
    };
  },
  'DELETE /api/videos/:id/checklists-customer/:itemId': async (t) => {
    const { preVideoId, itemId } = await trainingFixtures(t.db);
    const owner = await trainee(t);
    const url = `/api/videos/${preVideoId}/checklists-customer/${itemId}`;
    await t.app.inject({ method: 'PUT', url, headers: owner.headers });
    return { owner, method: 'DELETE', url, audits: 0 };
  },
  'POST /api/quiz/:id/answer': async (t) => ({
    owner: await trainee(t),
    method: 'POST',
    url: `/api/quiz/${(await trainingFixtures(t.db)).quizId}/answer`,
    body: { answers: [] },
    audits: 0,
  }),
  // One active booking per company and series: the repeats are refused.
  'POST /api/training/book': async (t) => {
    const owner = await chromaOwner(t);
    return {
      owner,
      method: 'POST',
      url: '/api/training/book',
      body: { slot_id: await roomyClass(t, owner.software, 0), group_id: owner.software, phone: '4075550100' },
      repeats: { 201: 1, 409: REPEATS - 1 },
      audits: 1,
    };
  },
  // The first moves the booking; the next find it there already, with the same phone.
  'PUT /api/training/appointments/:id': async (t) => {
    const owner = await chromaOwner(t);
    const id = await bookedAppointment(t, owner);
    return {
      owner,
      method: 'PUT',
      url: `/api/training/appointments/${id}`,
      body: { slot_id: await roomyClass(t, owner.software, 1), phone: '4075550100' },
      repeats: { 200: REPEATS },
      audits: 1,
    };
  },
  'DELETE /api/training/appointments/:id/cancel': async (t) => {
    const owner = await chromaOwner(t);
    return {
      owner,
      method: 'DELETE',
      url: `/api/training/appointments/${await bookedAppointment(t, owner)}/cancel`,
      repeats: { 200: 1, 422: REPEATS - 1 },
      audits: 1,
    };
  },
};

/** The status the first of the repeats answers (the one that changes something). */
export function firstStatus(repeats: Record<number, number>): number {
  const entries = Object.entries(repeats);
  return Number((entries.length === 1 ? entries[0] : entries.find(([, count]) => count === 1))![0]);
}

/** Sends a write with the given bearer headers. */
export const send = (t: TestApp, write: CustomerWrite, headers: Record<string, string>) =>
  t.app.inject({
    method: write.method,
    url: write.url,
    headers,
    ...(write.body !== undefined ? { payload: write.body as object } : {}),
  });

export async function auditCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
