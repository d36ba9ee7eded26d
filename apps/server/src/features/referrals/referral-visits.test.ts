import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/database.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { buildCustomer } from '../../../test/factories.ts';
import { all, listen, statusCounts } from '../../../test/http.ts';
import { VISIT_LIMIT, VISITOR_COOKIE } from './referral-visits.ts';

const PARALLEL = 1000;

let t: TestApp;
let base: string;
beforeAll(async () => {
  // One proxy in front, so each test's visitors come from an address of their own (X-Forwarded-For).
  t = await createTestApp({ shopUrl: 'https://shop.test/', trustProxy: 1 });
  base = (await listen(t.app)).base;
});
afterAll(() => t.close());

let n = 0;
/** A fresh link of a company of its own, and a fresh client address to visit it from. */
async function freshLink() {
  const company = await buildCustomer(t.db);
  const code = `visits${++n}x${company.id}`;
  const link = await t.db
    .insertInto('referral_links')
    .values({ customer_id: company.id, product_family: 'embroidery', code, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: link.id, code, address: `198.51.100.${n}` };
}

/** A visit as a browser makes it: the redirect is not followed (the shop is not on this machine). */
const visit = (code: string, headers: Record<string, string>) =>
  fetch(`${base}/r/${code}`, { headers, redirect: 'manual' });

async function visitsOf(linkId: number) {
  const row = await t.db
    .selectFrom('referral_visits')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referral_link_id', '=', linkId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const cookieOf = (i: number) => `${VISITOR_COOKIE}=00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('a referral link counts one visit per visitor, link and day', () => {
  it(`${PARALLEL} parallel visits by one visitor count once, and every one reaches the shop with the code`, async () => {
    const link = await freshLink();
    const headers = { 'x-forwarded-for': link.address, cookie: cookieOf(1) };
    const replies = await all(PARALLEL, () => visit(link.code, headers));
    expect(statusCounts(replies)).toEqual({ 302: PARALLEL });
    expect(new Set(replies.map((r) => r.headers.get('location')))).toEqual(
      new Set([`https://shop.test/?ref=${link.code}`]),
    );
    expect(await visitsOf(link.id)).toBe(1);
  }, 60_000);

  it('visits without a cookie count once per address; the first gets the visitor cookie, for /r only', async () => {
    const link = await freshLink();
    const replies = await all(20, () => visit(link.code, { 'x-forwarded-for': link.address }));
    expect(statusCounts(replies)).toEqual({ 302: 20 });
    expect(await visitsOf(link.id)).toBe(1);
    const cookie = replies[0]!.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36};`));
    expect(cookie).toContain('Path=/r');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    // Plain HTTP here: the cookie is marked Secure only over HTTPS.
    expect(cookie).not.toContain('Secure');
    // With the cookie, the visitor is told apart from the address (and gets no second one).
    const back = await visit(link.code, { 'x-forwarded-for': link.address, cookie: cookie.split(';')[0]! });
    expect(back.headers.get('set-cookie')).toBeNull();
    expect(await visitsOf(link.id)).toBe(2);
  });

  it('counts the same visitor again on another link and on another day', async () => {
    const [first, second] = [await freshLink(), await freshLink()];
    const headers = { 'x-forwarded-for': first.address, cookie: cookieOf(2) };
    await visit(first.code, headers);
    await visit(second.code, headers);
    expect([await visitsOf(first.id), await visitsOf(second.id)]).toEqual([1, 1]);
    await t.db
      .updateTable('referral_visits')
      .set({ visit_day: '2000-01-01' })
      .where('referral_link_id', '=', first.id)
      .execute();
    await visit(first.code, headers);
    expect(await visitsOf(first.id)).toBe(2);
  });
});

describe('an address is limited, and never stopped', () => {
  it(`${PARALLEL} parallel visits from one address with as many cookies count at most ${VISIT_LIMIT.perAddress}; all reach the shop`, async () => {
    const link = await freshLink();
    const replies = await all(PARALLEL, (i) =>
      visit(link.code, { 'x-forwarded-for': link.address, cookie: cookieOf(i) }),
    );
    expect(statusCounts(replies)).toEqual({ 302: PARALLEL });
    expect(replies.every((r) => r.headers.get('location') === `https://shop.test/?ref=${link.code}`)).toBe(true);
    expect(await visitsOf(link.id)).toBe(VISIT_LIMIT.perAddress);
  }, 60_000);

  it("another address's visitors still count while one address is over its limit", async () => {
    const link = await freshLink();
    await all(VISIT_LIMIT.perAddress + 5, (i) =>
      visit(link.code, { 'x-forwarded-for': link.address, cookie: cookieOf(5000 + i) }),
    );
    expect(await visitsOf(link.id)).toBe(VISIT_LIMIT.perAddress);
    await visit(link.code, { 'x-forwarded-for': '203.0.113.7' });
    await visit(link.code, { 'x-forwarded-for': '203.0.113.8' });
    expect(await visitsOf(link.id)).toBe(VISIT_LIMIT.perAddress + 2);
  });

  it('sends an unknown code to the shop without one, writing nothing', async () => {
    const before = await t.db.selectFrom('request_limits').select('key').execute();
    const res = await visit('no-such-code', { 'x-forwarded-for': '203.0.113.9' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://shop.test/');
    expect(await t.db.selectFrom('request_limits').select('key').execute()).toEqual(before);
  });
});
