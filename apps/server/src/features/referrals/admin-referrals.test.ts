import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail, companyIdOf } from '../../../test/factories.ts';
import { createApiKey } from '../../../test/api-keys.ts';
import { signInStaff } from '../../../test/sessions.ts';
import { buildReferrer, buildTag, machineTypeId } from './referral-test-helpers.ts';

let t: TestApp;
let accounting: Record<string, string>;
/** Sales arrive with the ERP's API key. */
let erp: Record<string, string>;
let erpKeyId: number;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  accounting = (await signInStaff(t.app, 'accounting')).headers;
  const key = await createApiKey(t.app, { name: 'NetSuite ERP', scopes: ['referrals:write'] });
  erp = key.headers;
  erpKeyId = key.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: accounting });
const redeem = (customer_id: number, amount: number, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/referrals/redeem',
    headers: { ...accounting, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { customer_id, amount },
  });
const sale = (key: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/integration/referral-sales',
    headers: { ...erp, 'idempotency-key': key },
    payload,
  });

/** A referrer owed `cents` (minimum 1 reached) through one DTG sale. */
async function owedReferrer(cents: number) {
  const tag = await buildTag(t.db, { name: `Owed ${cents}`, minimum: 1, machineCents: { DTG: cents } });
  const referrer = await buildReferrer(t.db, tag);
  const res = await sale(`owed-${referrer}`, {
    referrer_id: referrer,
    buyer_name: 'Buyer',
    amount: 1000,
    machine_type_id: await machineTypeId(t.db, 'DTG'),
  });
  expect(res.statusCode).toBe(201);
  return referrer;
}
const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id);

describe('GET /api/admin/referrers', () => {
  it('pages referrers 15 at a time with balance, sales rep and payout tag', async () => {
    const body = (await get('/api/admin/referrers?order_by=company_name')).json();
    expect(body.meta.pagination).toMatchObject({ per_page: 15, current_page: 1 });
    const owner = body.data.find((r: { company_name: string }) => r.company_name === 'Stitch & Thread Co.');
    expect(owner).toMatchObject({
      first_name: 'Olivia',
      email: 'owner@demo.test',
      balance: 778.78,
      sales_rep_name: 'Maria Lopez',
      referral_payout_tag: { name: 'Standard Owner', minimum_referrals: 1, shop_products_reward: 5 },
      referrals_count: 5,
      is_influencer: false,
      payable: true,
    });
    expect(body.data.find((r: { email: string }) => r.email === 'influencer@demo.test').is_influencer).toBe(true);
  });

  it('answers 404 for a referrer that does not exist', async () => {
    expect((await get('/api/admin/referrers/999999/referrals')).statusCode).toBe(404);
    expect((await get('/api/admin/referrers/999999/referrals/pending')).statusCode).toBe(404);
  });
});

describe('pending lists', () => {
  it('list in pending only referrers above 0 who reached the minimum; general pending lists every one above 0', async () => {
    const tag = await buildTag(t.db, { name: 'Needs two', minimum: 2, machineCents: { DTG: 5000 } });
    const below = await buildReferrer(t.db, tag);
    await sale(`below-${below}`, {
      referrer_id: below,
      buyer_name: 'B',
      amount: 1,
      machine_type_id: await machineTypeId(t.db, 'DTG'),
    });
    const pending = ids((await get('/api/admin/referrers/pending?per_page=100')).json());
    const general = ids((await get('/api/admin/referrers/general_pending?per_page=100')).json());
    expect(pending).not.toContain(below);
    expect(general).toContain(below);
    expect(pending).toContain(await companyIdOf(t.db, 'owner@demo.test'));
    const refused = await redeem(below, 10);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.amount[0]).toBe('Nothing is payable before the minimum of 2 referrals is reached.');
  });
});

describe('POST /api/admin/referrals/redeem', () => {
  it('refuses an amount that is not positive, has more than two decimals or is above the balance (422)', async () => {
    const referrer = await owedReferrer(10_000);
    for (const amount of [0, -5, 1.005]) expect((await redeem(referrer, amount)).statusCode, String(amount)).toBe(422);
    const tooMuch = await redeem(referrer, 100.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual(['The amount may not be greater than the balance of $100.00.']);
    expect((await redeem(999_999, 1)).statusCode).toBe(404);
  });

  it('redeems part then the rest: the balance updates, the entry heads both lists, the referrer leaves the pending lists', async () => {
    const referrer = await owedReferrer(25_000);
    const part = await redeem(referrer, 100.5);
    expect(part.statusCode).toBe(200);
    expect(part.json()).toEqual({ customer_id: referrer, balance: 149.5, referral_value: -100.5 });
    const all = (await get(`/api/admin/referrers/${referrer}/referrals`)).json();
    expect(all.data[0]).toMatchObject({ type: 'redemption', referral_value: -100.5, balance: 149.5 });
    expect(ids((await get('/api/admin/referrers/pending?per_page=100')).json())).toContain(referrer);

    const rest = await redeem(referrer, 149.5);
    expect(rest.json()).toEqual({ customer_id: referrer, balance: 0, referral_value: -149.5 });
    for (const list of ['pending', 'general_pending']) {
      expect(ids((await get(`/api/admin/referrers/${list}?per_page=100`)).json()), list).not.toContain(referrer);
    }
    const pending = (await get(`/api/admin/referrers/${referrer}/referrals/pending`)).json();
    expect(pending.data).toHaveLength(1);
    expect(pending.data[0]).toMatchObject({ type: 'redemption', referral_value: -149.5, balance: 0 });
    expect((await get(`/api/admin/referrers/${referrer}/referrals`)).json().data[0].referral_value).toBe(-149.5);

    const trail = await auditTrail(t.db, 'customer', referrer);
    const redemptions = trail.filter((e) => e.action === 'referral.redeem');
    expect(
      redemptions.map((e) => [e.actor_kind, JSON.parse(e.details!).amount, JSON.parse(e.details!).balance_after]),
    ).toEqual([
      ['staff', 100.5, 149.5],
      ['staff', 149.5, 0],
    ]);
    expect(redemptions[0]!.actor_id).toEqual(expect.any(Number));
  });

  it('answers a retried Idempotency-Key once, with the first reply', async () => {
    const referrer = await owedReferrer(5_000);
    const first = await redeem(referrer, 20, `retry-${referrer}`);
    const again = await redeem(referrer, 20, `retry-${referrer}`);
    expect(again.json()).toEqual(first.json());
    expect(first.json().balance).toBe(30);
    const [same1, same2] = await Promise.all([
      redeem(referrer, 30, `twin-${referrer}`),
      redeem(referrer, 30, `twin-${referrer}`),
    ]);
    expect(same1.json()).toEqual(same2.json());
    const rows = await t.db
      .selectFrom('referrals')
      .select('id')
      .where('referrer_id', '=', referrer)
      .where('type', '=', 'redemption')
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('lets exactly one of 100 concurrent redemptions of the whole balance through (real HTTP)', async () => {
    const referrer = await owedReferrer(7_700);
    const replies = await Promise.all(
      Array.from({ length: 100 }, () =>
        fetch(`${base}/api/admin/referrals/redeem`, {
          method: 'POST',
          headers: { ...accounting, 'content-type': 'application/json' },
          body: JSON.stringify({ customer_id: referrer, amount: 77 }),
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(99);
    const account = await t.db
      .selectFrom('referral_accounts')
      .selectAll()
      .where('customer_id', '=', referrer)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({ balance_cents: 0, redeemed_cents: 7_700 });
  });
});

describe('POST /api/integration/referral-sales', () => {
  it('values a machine sale from the tag and a shop sale at its percentage; the same key records one sale', async () => {
    const tag = await buildTag(t.db, { name: 'Valued', minimum: 0, shopBp: 250, machineCents: { Embroidery: 40_000 } });
    const referrer = await buildReferrer(t.db, tag);
    const machineSale = {
      referrer_id: referrer,
      buyer_name: 'X',
      amount: 15000,
      machine_type_id: await machineTypeId(t.db, 'Embroidery'),
      order_number: 'SO-1',
    };
    const machine = await sale(`valued-${referrer}`, machineSale);
    expect(machine.statusCode).toBe(201);
    expect(machine.json().data).toMatchObject({
      referral_value: 400,
      machine_type: 'Embroidery',
      machine_type_referral_tag_value: 400,
      balance: 400,
    });
    const again = await sale(`valued-${referrer}`, machineSale);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(machine.json());
    const shop = await sale(`shop-${referrer}`, {
      referrer_id: referrer,
      buyer_name: 'Y',
      amount: 99.99,
      is_shopify_sale: 1,
    });
    expect(shop.json().data).toMatchObject({ referral_value: 2.5, is_shopify_sale: 1, balance: 402.5 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/integration/referral-sales',
          headers: erp,
          payload: { referrer_id: referrer, amount: 1 },
        })
      ).json().errors,
    ).toEqual({
      idempotency_key: ['The Idempotency-Key header is required.'],
    });
    expect((await sale('unknown-code', { referral_code: 'nope', amount: 1 })).json().errors.referral_code).toEqual([
      'The referral code is unknown.',
    ]);
  });

  it('records each sale in the audit log under the API key that sent it, by id and name', async () => {
    const referrer = await buildReferrer(t.db, await buildTag(t.db, { name: 'Audited', minimum: 0, shopBp: 100 }));
    const res = await sale(`audited-${referrer}`, { referrer_id: referrer, amount: 10, order_number: 'SO-AUD' });
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'actor_id', 'actor_name', 'details'])
      .where('action', '=', 'referral.sale')
      .where('subject_id', '=', referrer)
      .execute();
    expect(rows).toEqual([
      {
        actor_kind: 'api_key',
        actor_id: erpKeyId,
        actor_name: 'NetSuite ERP',
        details: JSON.stringify({ referral_id: res.json().data.id, amount: 10, order_number: 'SO-AUD' }),
      },
    ]);
  });

  it('flags a self-referral (same company or email domain), which earns nothing until staff approve it', async () => {
    const tag = await buildTag(t.db, { name: 'Self', minimum: 0, machineCents: { DTG: 30_000 } });
    const referrer = await buildReferrer(t.db, tag, 'selfie.test');
    const dtg = await machineTypeId(t.db, 'DTG');
    const byDomain = await sale(`self-${referrer}`, {
      referrer_id: referrer,
      buyer_email: 'cousin@selfie.test',
      amount: 1,
      machine_type_id: dtg,
    });
    expect(byDomain.json().data).toMatchObject({ self_referral: true, approved: false, balance: 0 });
    const sameCompany = await sale(`self2-${referrer}`, {
      referrer_id: referrer,
      customer_id: referrer,
      amount: 1,
      machine_type_id: dtg,
    });
    expect(sameCompany.json().data.self_referral).toBe(true);
    const webmail = await sale(`gmail-${referrer}`, {
      referrer_id: referrer,
      buyer_email: 'someone@gmail.com',
      amount: 1,
      machine_type_id: dtg,
    });
    expect(webmail.json().data).toMatchObject({ self_referral: false, balance: 300 });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/referrals/${byDomain.json().data.id}/approve`,
      headers: accounting,
    });
    expect(approved.json().data).toMatchObject({ approved: true, balance: 600 });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/referrals/${byDomain.json().data.id}/approve`,
      headers: accounting,
    });
    expect(twice.json().errors.id).toEqual(['This referral needs no approval.']);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/referrals/999999/approve', headers: accounting }))
        .statusCode,
    ).toBe(404);
  });
});
