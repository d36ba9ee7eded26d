import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createApiKey } from '../../../test/api-keys.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { buildReferrer, buildTag } from './referral-test-helpers.ts';

let t: TestApp;
let admin: Record<string, string>;
let erp: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  erp = (await createApiKey(t.app, { scopes: ['referrals:write'] })).headers;
});
afterAll(() => t.close());

/** Zero, negative, a tenth of a cent, a cent over the ceiling, beyond a double's cents, beyond PostgreSQL's int4 cents. */
const OUT_OF_RANGE = [0, -1, 0.001, 1_000_000.01, 9e15, 21_474_836.48];
const RANGE_MESSAGE = 'The amount must be between $0.01 and $1,000,000.00.';

/** Sales come from a business system's key, everything else from the admin. */
const post = (url: string, payload: Record<string, unknown>, key: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...(url.startsWith('/api/integration/') ? erp : admin), 'idempotency-key': key },
    payload,
  });

/** Everything the ledger holds for a referrer: its rows and its account. */
async function ledgerOf(referrer: number) {
  const rows = await t.db.selectFrom('referrals').selectAll().where('referrer_id', '=', referrer).execute();
  const account = await t.db
    .selectFrom('referral_accounts')
    .selectAll()
    .where('customer_id', '=', referrer)
    .executeTakeFirst();
  return { rows, account };
}

describe('money inputs: more than 0, at most $1,000,000.00, two decimals', () => {
  it('refuses a referral sale outside the range with 422 and a clear message, writing nothing', async () => {
    const referrer = await buildReferrer(t.db, await buildTag(t.db, { name: 'Range sale', minimum: 0, shopBp: 500 }));
    const before = await ledgerOf(referrer);
    for (const amount of OUT_OF_RANGE) {
      const res = await post('/api/integration/referral-sales', { referrer_id: referrer, amount }, `range-${amount}`);
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json(), String(amount)).toEqual({
        message: 'The given data was invalid.',
        errors: { amount: [RANGE_MESSAGE] },
      });
    }
    expect(await ledgerOf(referrer)).toEqual(before);
  });

  it('accepts a referral sale of exactly $0.01 and of exactly $1,000,000.00', async () => {
    const referrer = await buildReferrer(t.db, await buildTag(t.db, { name: 'Range edges', minimum: 0, shopBp: 500 }));
    for (const amount of [0.01, 1_000_000]) {
      const res = await post(
        '/api/integration/referral-sales',
        { referrer_id: referrer, amount },
        `edge-${referrer}-${amount}`,
      );
      expect(res.statusCode, String(amount)).toBe(201);
      expect(res.json().data.amount).toBe(amount);
    }
    // 5 % of a million, and 5 % of a cent rounded to nothing: the ledger is exact to the cent.
    expect((await ledgerOf(referrer)).account?.balance_cents).toBe(5_000_000);
  });

  it('refuses a redemption outside the range with 422, writing nothing', async () => {
    const referrer = await buildReferrer(t.db, await buildTag(t.db, { name: 'Range redeem', minimum: 0, shopBp: 500 }));
    const before = await ledgerOf(referrer);
    for (const amount of OUT_OF_RANGE) {
      const res = await post('/api/admin/referrals/redeem', { customer_id: referrer, amount }, `redeem-${amount}`);
      expect(res.statusCode, String(amount)).toBe(422);
      expect(res.json().errors, String(amount)).toEqual({ amount: [RANGE_MESSAGE] });
    }
    expect(await ledgerOf(referrer)).toEqual(before);
  });

  it("refuses a payout tag's machine value above $1,000,000.00 or with more than two decimals", async () => {
    const payload = (value: number) => ({
      name: `Value ${value}`,
      minimum_referrals: 0,
      shop_products_reward: 0,
      machine_type_referral_tag: [{ machine_type_id: 1, value }],
    });
    const errorsOf = async (value: number) =>
      (await post('/api/admin/machine-type-referral-payout-tag/0', payload(value), `tag-${value}`)).json().errors;
    expect(await errorsOf(1_000_000.01)).toEqual({
      'machine_type_referral_tag.0.value': ['The value must be between $0.00 and $1,000,000.00.'],
    });
    expect(await errorsOf(21_474_836.48)).toEqual({
      'machine_type_referral_tag.0.value': ['The value must be between $0.00 and $1,000,000.00.'],
    });
    expect(await errorsOf(1.005)).toEqual({
      'machine_type_referral_tag.0.value': ['The value may have at most two decimals.'],
    });
  });
});
