import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type TestApiKey } from '../../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { all, listen, statusCounts } from '../../../test/http.ts';
import { updateCustomer } from './companies.repository.ts';
import { updateOrder } from './orders.repository.ts';

let t: TestApp;
let http: Awaited<ReturnType<typeof listen>>;
let key: TestApiKey;
beforeAll(async () => {
  t = await createTestApp({ apiKeyRequestsPerMinute: 100_000 });
  http = await listen(t.app);
  key = await createApiKey(t.app, { name: 'Racing ERP' });
});
afterAll(() => t.close());

const PARALLEL = 30;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 10, minute)).toISOString();
const put = (path: string, body: unknown) =>
  http.send('PUT', `/api/integration/${path}`, { headers: key.headers, body });

describe('upserts sent at once (real HTTP)', () => {
  it('keep the newest of parallel changes, whatever order they arrive in', async () => {
    await put('customers/RACE-NEWEST', { company_name: 'v0', subsidiary_id: 1, updated_at: at(0) });
    // Minutes 1..30, sent shuffled: the stored name must be the one of minute 30.
    const minutes = Array.from({ length: PARALLEL }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    const replies = await all(PARALLEL, (i) =>
      put('customers/RACE-NEWEST', { company_name: `v${minutes[i]}`, subsidiary_id: 1, updated_at: at(minutes[i]!) }),
    );
    expect(statusCounts(replies)).toEqual({ 200: PARALLEL });
    const stored = await t.db
      .selectFrom('customers')
      .select(['company_name', 'source_updated_at'])
      .where('external_id', '=', 'RACE-NEWEST')
      .executeTakeFirstOrThrow();
    expect(stored.company_name).toBe(`v${PARALLEL}`);
    expect(new Date(stored.source_updated_at!).toISOString()).toBe(at(PARALLEL));
  });

  it('create one order with one fulfilment from parallel first deliveries; the rest answer as replays', async () => {
    await put('customers/RACE-C', { company_name: 'Race Co', subsidiary_id: 1, updated_at: at(0) });
    const order = {
      customer_external_id: 'RACE-C',
      date: '2026-11-20',
      updated_at: at(1),
      fulfillments: [
        {
          transaction_id: 'IF-RACE',
          is_shipped: false,
          current_status: 'Ordered',
          statuses: [{ status: 'ordered', created_at: at(1) }],
          items: [{ item_name: 'Hoops', qty: 3 }],
        },
      ],
    };
    const replies = await all(PARALLEL, () => put('orders/SO-RACE', order));
    expect(statusCounts(replies)).toEqual({ 201: 1, 200: PARALLEL - 1 });
    const orders = await t.db.selectFrom('orders').select('id').where('order_number', '=', 'SO-RACE').execute();
    expect(orders).toHaveLength(1);
    const fulfillments = await t.db
      .selectFrom('fulfillments')
      .select('id')
      .where('order_id', '=', orders[0]!.id)
      .execute();
    expect(fulfillments).toHaveLength(1);
    const audits = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_type', '=', 'order')
      .where('subject_id', '=', orders[0]!.id)
      .execute();
    expect(audits).toEqual([{ action: 'order.create' }]);
  });

  it('are guarded by the update itself: a change older than the stored one writes nothing', async () => {
    // Two transactions may both read the record before either writes; the statement decides.
    const company = await put('customers/RACE-GUARD', { company_name: 'new', subsidiary_id: 1, updated_at: at(5) });
    const id = (company.body as { data: { id: number } }).data.id;
    const older = { company_name: 'old', subsidiary_id: 1, sales_rep_id: undefined, source_updated_at: at(4) };
    expect(await updateCustomer(t.db, id, older)).toBe(false);
    const orderId = (
      await t.db.selectFrom('orders').select('id').where('order_number', '=', 'SO-RACE').executeTakeFirstOrThrow()
    ).id;
    const customerId = (
      await t.db.selectFrom('customers').select('id').where('external_id', '=', 'RACE-C').executeTakeFirstOrThrow()
    ).id;
    expect(
      await updateOrder(t.db, orderId, { customer_id: customerId, date: '2020-01-01', source_updated_at: at(0) }),
    ).toBe(false);
    expect(
      await t.db.selectFrom('customers').select('company_name').where('id', '=', id).executeTakeFirstOrThrow(),
    ).toEqual({ company_name: 'new' });
    expect(await t.db.selectFrom('orders').select('date').where('id', '=', orderId).executeTakeFirstOrThrow()).toEqual({
      date: '2026-11-20',
    });
  });
});
