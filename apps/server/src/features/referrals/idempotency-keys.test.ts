import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createApiKey } from '../../../test/api-keys.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { buildReferrer, buildTag } from './referral-test-helpers.ts';

let t: TestApp;
let accounting: Record<string, string>;
/** Two business systems' keys: sales come with an API key, redemptions from staff. */
let erp: Record<string, string>;
let shop: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  accounting = (await signInStaff(t.app, 'accounting')).headers;
  erp = (await createApiKey(t.app, { name: 'ERP', scopes: ['referrals:write'] })).headers;
  shop = (await createApiKey(t.app, { name: 'Shop', scopes: ['referrals:write'] })).headers;
});
afterAll(() => t.close());

const REUSED = { idempotency_key: ['This Idempotency-Key was already used with a different request.'] };

const post = (url: string, headers: Record<string, string>, key: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': key }, payload });
const sale = (headers: Record<string, string>, key: string, payload: Record<string, unknown>) =>
  post('/api/integration/referral-sales', headers, key, payload);

const rowsOf = (referrer: number) =>
  t.db.selectFrom('referrals').select(['id', 'type', 'amount_cents']).where('referrer_id', '=', referrer).execute();
const balanceOf = async (referrer: number) =>
  (
    await t.db
      .selectFrom('referral_accounts')
      .select('balance_cents')
      .where('customer_id', '=', referrer)
      .executeTakeFirstOrThrow()
  ).balance_cents;

async function referrerWithShare() {
  return buildReferrer(t.db, await buildTag(t.db, { name: `Keys ${Date.now()}`, minimum: 0, shopBp: 1000 }));
}

describe('Idempotency-Key: same key and request replay, another request is refused, keys are per credential', () => {
  it('answers the same key with the same request (in any key order) with the stored reply and one ledger entry', async () => {
    const referrer = await referrerWithShare();
    const first = await sale(erp, `same-${referrer}`, {
      referrer_id: referrer,
      amount: 100,
      order_number: 'A1',
    });
    const again = await sale(erp, `same-${referrer}`, {
      order_number: 'A1',
      amount: 100,
      referrer_id: referrer,
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(referrer)).toHaveLength(1);
  });

  it('refuses the same key with a different sale with 422 naming the key, writing nothing', async () => {
    const referrer = await referrerWithShare();
    await sale(erp, `diff-${referrer}`, { referrer_id: referrer, amount: 100 });
    const balance = await balanceOf(referrer);
    const reused = await sale(erp, `diff-${referrer}`, { referrer_id: referrer, amount: 900 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual(REUSED);
    expect(await rowsOf(referrer)).toHaveLength(1);
    expect(await balanceOf(referrer)).toBe(balance);
  });

  it('refuses the same key with a different redemption with 422, writing nothing', async () => {
    const referrer = await referrerWithShare();
    await sale(erp, `earn-${referrer}`, { referrer_id: referrer, amount: 1000 });
    const key = `redeem-${referrer}`;
    const first = await post('/api/admin/referrals/redeem', accounting, key, { customer_id: referrer, amount: 10 });
    expect(first.json().balance).toBe(90);
    const again = await post('/api/admin/referrals/redeem', accounting, key, { customer_id: referrer, amount: 10 });
    expect(again.json()).toEqual(first.json());
    const reused = await post('/api/admin/referrals/redeem', accounting, key, { customer_id: referrer, amount: 20 });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual(REUSED);
    expect((await rowsOf(referrer)).filter((r) => r.type === 'redemption')).toHaveLength(1);
    expect(await balanceOf(referrer)).toBe(9_000);
  });

  it("processes the same key from another API key as that key's own request", async () => {
    const referrer = await referrerWithShare();
    const key = `shared-${referrer}`;
    const mine = await sale(erp, key, { referrer_id: referrer, amount: 100 });
    const theirs = await sale(shop, key, { referrer_id: referrer, amount: 300 });
    expect(mine.statusCode).toBe(201);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data).toMatchObject({ amount: 300, referral_value: 30, balance: 40 });
    expect((await rowsOf(referrer)).map((r) => r.amount_cents).sort()).toEqual([10_000, 30_000]);
  });

  it('accepts a key of the full 200 characters, scoped to its credential, and replays it', async () => {
    const referrer = await referrerWithShare();
    const key = `${referrer}-`.padEnd(200, 'k');
    const first = await sale(erp, key, { referrer_id: referrer, amount: 50 });
    expect(first.statusCode).toBe(201);
    expect((await sale(erp, key, { referrer_id: referrer, amount: 50 })).json()).toEqual(first.json());
    expect((await sale(erp, `${key}k`, { referrer_id: referrer, amount: 50 })).json().errors).toEqual({
      idempotency_key: ['The Idempotency-Key may not be longer than 200 characters.'],
    });
  });
});
