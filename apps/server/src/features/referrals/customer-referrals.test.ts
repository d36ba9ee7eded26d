import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createApiKey } from '../../../test/api-keys.ts';
import { signIn } from '../../../test/sessions.ts';
import { buildContact, companyIdOf } from '../../../test/factories.ts';
import { buildReferrer, buildTag, machineTypeId } from './referral-test-helpers.ts';

let t: TestApp;
let owner: Record<string, string>;
let influencer: Record<string, string>;
let europe: Record<string, string>;
/** The business system that records referral sales. */
let erp: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ shopUrl: 'https://shop.test/' });
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  influencer = (await signIn(t.app, 'influencer@demo.test')).headers;
  europe = (await signIn(t.app, 'eu.owner@demo.test')).headers;
  erp = (await createApiKey(t.app, { scopes: ['referrals:write'] })).headers;
});
afterAll(() => t.close());

const get = (url: string, headers = owner) => t.app.inject({ url, headers });
type Row = { type: string; referral_value: number; order_number: string | null; balance: number };

describe('GET /api/customer/get_referral_stats', () => {
  it('adds up the demo owner’s referrals in cents: earned, redeemed, unredeemed and available', async () => {
    const res = await get('/api/customer/get_referral_stats');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 500.00 + 5 % of 450.00 + 750.00 + 100.00 + 5 % of 125.50 (6.275, rounded to 6.28) − 600.00 redeemed.
    expect(body).toMatchObject({
      redeemed_amount: 600,
      unredeemed_amount: 778.78,
      available_credit: 778.78,
      referrals_count: 5,
      minimum_referrals: 1,
      pending_approval_count: 0,
      is_influencer: false,
    });
    expect(body.referred_customers_count).toBeGreaterThan(0);
    expect(body.referred_order_items.meta.pagination).toMatchObject({ total: 5, current_page: 1 });
    expect(body.referred_order_items.data.every((r: Row) => r.type === 'sale')).toBe(true);
    const page2 = (await get('/api/customer/get_referral_stats?page=2&per_page=3')).json();
    expect(page2.referred_order_items.data).toHaveLength(2);
  });

  it('flags an influencer (payout tag named influencer), whose screen says Rewards', async () => {
    expect((await get('/api/customer/get_referral_stats', influencer)).json()).toMatchObject({
      is_influencer: true,
      unredeemed_amount: 1780,
      available_credit: 1780,
    });
  });

  it('makes nothing available before the tag’s minimum of referrals is reached', async () => {
    const tag = await buildTag(t.db, { name: 'Three first', minimum: 3, machineCents: { DTG: 12_345 } });
    const referrer = await buildReferrer(t.db, tag);
    const contact = await buildContact(t.db, { customer_id: referrer });
    await t.db
      .updateTable('customer_users')
      .set({
        password_hash: (
          await t.db
            .selectFrom('customer_users')
            .select('password_hash')
            .where('email', '=', 'owner@demo.test')
            .executeTakeFirstOrThrow()
        ).password_hash,
      })
      .where('id', '=', contact.id)
      .execute();
    const headers = (await signIn(t.app, contact.email)).headers;
    const dtg = await machineTypeId(t.db, 'DTG');
    for (const n of [1, 2, 3]) {
      const sale = await t.app.inject({
        method: 'POST',
        url: '/api/integration/referral-sales',
        headers: { ...erp, 'idempotency-key': `minimum-${referrer}-${n}` },
        payload: {
          referrer_id: referrer,
          buyer_name: `Buyer ${n}`,
          buyer_email: `b${n}@buyer${n}.test`,
          amount: 20000,
          machine_type_id: dtg,
        },
      });
      expect(sale.statusCode).toBe(201);
      const stats = (await get('/api/customer/get_referral_stats', headers)).json();
      expect(stats.unredeemed_amount).toBe(123.45 * n);
      expect(stats.available_credit).toBe(n < 3 ? 0 : 370.35);
      expect(stats.referred_customers_count).toBe(n);
    }
  });

  it('is refused to customers of subsidiary 3, like every referral route', async () => {
    for (const url of ['get_referral_stats', 'referral-links', 'referrals', 'referrals/export']) {
      const res = await get(`/api/customer/${url}`, europe);
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/customer/referral-links and /r/{code}', () => {
  it('gives one link per product family under PUBLIC_URL/r/', async () => {
    const { data } = (await get('/api/customer/referral-links')).json();
    expect(data.map((l: { product_family: string }) => l.product_family)).toEqual(['embroidery', 'dtg', 'digitizing']);
    for (const link of data) expect(link.url).toBe(`http://portal.test/r/${link.code}`);
  });

  it('creates the links of a company that had none, once', async () => {
    const first = (await get('/api/customer/referral-links', influencer)).json().data;
    const again = (await get('/api/customer/referral-links', influencer)).json().data;
    expect(again.map((l: { code: string }) => l.code)).toEqual(first.map((l: { code: string }) => l.code));
  });

  it('records a visit and sends the visitor to the shop with the code; an unknown code goes to the shop without one', async () => {
    const [link] = (await get('/api/customer/referral-links')).json().data;
    const res = await t.app.inject({ url: `/r/${link.code}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://shop.test/?ref=${link.code}`);
    const [after] = (await get('/api/customer/referral-links')).json().data;
    expect(after.visits).toBe(link.visits + 1);
    const unknown = await t.app.inject({ url: '/r/no-such-code' });
    expect(unknown.headers.location).toBe('https://shop.test/');
  });
});

describe('GET /api/customer/referrals', () => {
  it('lists sales and the redemption (a negative value) newest first, only of the caller’s company', async () => {
    const body = (await get('/api/customer/referrals')).json();
    expect(body.meta.pagination.total).toBe(6);
    const redemption = body.data.find((r: Row) => r.type === 'redemption');
    expect(redemption).toMatchObject({ referral_value: -600, amount: 600, balance: 778.78 });
    const other = (await get('/api/customer/referrals', (await signIn(t.app, 'other.owner@demo.test')).headers)).json();
    const mine = new Set(body.data.map((r: { id: number }) => r.id));
    expect(other.data.some((r: { id: number }) => mine.has(r.id))).toBe(false);
  });

  it('filters by type and search', async () => {
    const sales = (await get('/api/customer/referrals?type=sale')).json();
    expect(sales.meta.pagination.total).toBe(5);
    const one = (await get('/api/customer/referrals?search=SO-51877')).json();
    expect(one.data.map((r: Row) => r.order_number)).toEqual(['SO-51877']);
  });
});

describe('GET /api/customer/referrals/export', () => {
  it('streams exactly the filtered rows as formula-safe CSV', async () => {
    const filtered = (await get('/api/customer/referrals?type=sale&per_page=100')).json();
    const res = await get('/api/customer/referrals/export?type=sale');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="referrals-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date,Type,Customer,Order number,Invoice or credit memo number,Machine type,Amount,Value,Balance',
    );
    expect(lines).toHaveLength(filtered.meta.pagination.total + 1);
    expect(lines.slice(1).map((l) => l.split(',')[3])).toEqual(filtered.data.map((r: Row) => r.order_number));

    const referrer = await companyIdOf(t.db, 'owner@demo.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/integration/referral-sales',
      headers: { ...erp, 'idempotency-key': 'csv-formula' },
      payload: {
        referrer_id: referrer,
        buyer_name: '=HYPERLINK("http://evil.test")',
        order_number: '+EVIL-1',
        amount: 10,
      },
    });
    const evil = (await get('/api/customer/referrals/export?search=EVIL-1')).body.trim().split('\r\n')[1]!;
    expect(evil).toContain(`,"'=HYPERLINK(""http://evil.test"")","'+EVIL-1",`);
  });

  it('writes Spanish headers and referral types when asked with lang_code=es', async () => {
    const lines = (await get('/api/customer/referrals/export?type=sale&lang_code=es')).body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Fecha,Tipo,Cliente,Número de pedido,Número de factura o nota de crédito,Tipo de máquina,Importe,Valor,Saldo',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[1]))).toEqual(new Set(['Referido']));
  });
});
