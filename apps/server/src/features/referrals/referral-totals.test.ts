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

describe("a referrer's totals", () => {
  it('stay exact to the cent past $21,474,836.47, the most 32-bit cents hold', async () => {
    // 100 % of each sale: 22 sales at the $1,000,000.00 ceiling earn $22,000,000.00.
    const referrer = await buildReferrer(
      t.db,
      await buildTag(t.db, { name: 'Whole sale', minimum: 0, shopBp: 10_000 }),
    );
    for (let i = 0; i < 22; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/integration/referral-sales',
        headers: { ...erp, 'idempotency-key': `totals-${referrer}-${i}` },
        payload: { referrer_id: referrer, amount: 1_000_000 },
      });
      expect(res.statusCode, `sale ${i + 1}`).toBe(201);
    }
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/referrals/redeem',
      headers: { ...admin, 'idempotency-key': `totals-${referrer}-redeem` },
      payload: { customer_id: referrer, amount: 0.01 },
    });
    expect(redeemed.statusCode).toBe(200);
    const account = await t.db
      .selectFrom('referral_accounts')
      .select(['earned_cents', 'redeemed_cents', 'balance_cents'])
      .where('customer_id', '=', referrer)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ earned_cents: 2_200_000_000, redeemed_cents: 1, balance_cents: 2_199_999_999 });
  });
});
