import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type TestApiKey } from '../../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { companyIdOf } from '../../../test/factories.ts';

let t: TestApp;
let key: TestApiKey;
beforeAll(async () => {
  t = await createTestApp();
  key = await createApiKey(t.app, { name: 'Replayed ERP' });
});
afterAll(() => t.close());

const AT = '2026-11-26T10:00:00Z';

/** Every call of the integration API, as a business system sends it. */
const calls = async () => [
  {
    method: 'PUT',
    url: 'customers/RP-C1',
    payload: { company_name: 'Replay Co.', subsidiary_id: 1, sales_rep_email: 'maria.lopez@reps.demo.test' },
  },
  {
    method: 'PUT',
    url: 'contacts/RP-P1',
    payload: {
      customer_external_id: 'RP-C1',
      first_name: 'Ray',
      last_name: 'Play',
      email: 'ray@replay.test',
      phone: '4075550199',
      invite: true,
    },
  },
  {
    method: 'PUT',
    url: 'products/RP-EMB',
    payload: { name: 'replay 1', display_name: 'Replay One', group: 'Embroidery Machines', machine_type: 'Embroidery' },
  },
  {
    method: 'PUT',
    url: 'orders/RP-SO1',
    payload: {
      customer_external_id: 'RP-C1',
      date: '2026-11-20',
      fulfillments: [
        {
          transaction_id: 'RP-IF1',
          is_shipped: true,
          current_status: 'Shipped',
          statuses: [{ status: 'ordered' }, { status: 'shipped' }],
          items: [
            { netsuite_name: 'RP-EMB', serial_number: 'RP-1' },
            { item_name: 'Hoops', qty: 2 },
          ],
        },
      ],
    },
  },
  {
    method: 'PUT',
    url: 'transactions/RP-T1',
    payload: {
      customer_external_id: 'RP-C1',
      type: 'invoice',
      amount: 99.5,
      date: '2026-11-20',
      order_number: 'RP-SO1',
    },
  },
  { method: 'PUT', url: 'giftcards/RP-G1', payload: { customer_external_id: 'RP-C1', balance: 25 } },
  {
    method: 'PUT',
    url: 'event-codes/RP-SHOW',
    payload: { customer_external_id: 'RP-C1', description: 'Show', description_es: 'Feria' },
  },
  {
    method: 'POST',
    url: 'referral-sales',
    headers: { 'idempotency-key': 'RP-SALE-1' },
    payload: {
      referrer_id: await companyIdOf(t.db, 'owner@demo.test'),
      buyer_name: 'Replay Buyer',
      amount: 500,
      order_number: 'RP-SO1',
    },
  },
];

const send = async (call: Awaited<ReturnType<typeof calls>>[number]) =>
  t.app.inject({
    method: call.method as 'PUT' | 'POST',
    url: `/api/integration/${call.url}`,
    headers: { ...key.headers, ...call.headers },
    payload: call.method === 'PUT' ? { ...call.payload, updated_at: AT } : call.payload,
  });

const TABLES = [
  'customers',
  'customer_users',
  'products',
  'orders',
  'fulfillments',
  'fulfillment_items',
  'fulfillment_statuses',
  'transactions',
  'gift_cards',
  'event_codes',
  'referrals',
  'referral_accounts',
  'audit_log',
] as const;

/** Everything an integration call may write, and the mail it may queue. */
const snapshot = async () => ({
  tables: await Promise.all(TABLES.map((table) => t.db.selectFrom(table).selectAll().execute())),
  invites: (await t.jobs.list('contacts.invite')).length,
});

describe('replaying every integration call', () => {
  it('changes nothing: no row, no audit entry, no mail; each answers as stored', async () => {
    const first = [];
    for (const call of await calls()) first.push(await send(call));
    expect(first.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201, 201, 201]);
    const batch = (await calls()).filter((c) => c.method === 'PUT');
    const batched = await t.app.inject({
      method: 'POST',
      url: '/api/integration/batch',
      headers: key.headers,
      payload: batch.map((c) => ({ method: 'PUT', path: c.url, body: { ...c.payload, updated_at: AT } })),
    });
    expect(batched.json().data.map((r: { status: number }) => r.status)).toEqual(batch.map(() => 200));

    const before = await snapshot();
    for (let round = 0; round < 2; round++) {
      const replies = [];
      for (const call of await calls()) replies.push(await send(call));
      expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
      for (const [i, reply] of replies.entries()) {
        if (i < 7) expect(reply.json(), String(i)).toEqual({ ...first[i]!.json(), applied: false });
        else expect(reply.json()).toEqual(first[i]!.json());
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
