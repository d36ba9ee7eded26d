import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchReply, SEARCH_PER_KIND, SEARCH_TOO_LONG } from '@owner-portal/contract/search/search';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { buildContact, buildCustomer, buildOwnedUnit, companyIdOf } from '../../../test/factories.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let service: Record<string, string>;
let quokkaId: number;

beforeAll(async () => {
  t = await createTestApp();
  service = (await signInStaff(t.app, 'service')).headers;
  const quokka = await buildCustomer(t.db, { company_name: 'Quokka Quilting Ltd' });
  quokkaId = quokka.id;
  await buildContact(t.db, {
    customer_id: quokka.id,
    first_name: 'Quincy',
    last_name: 'Quarrington',
    email: 'qq.contact@quokka.test',
    internal_id: '7700123',
  });
  // More matches of one prefix than a kind lists.
  for (let i = 0; i < SEARCH_PER_KIND + 2; i++) {
    await buildContact(t.db, { first_name: 'Zed', last_name: `Zzyzx${i}`, email: `zzyzx.${i}@many.test` });
  }
  const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  await buildOwnedUnit(t.db, quokka.id, product.id);
});
afterAll(() => t.close());

const search = (q: string, headers = service) =>
  t.app.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers });
const results = async (q: string, headers = service) => {
  const res = await search(q, headers);
  expect(res.statusCode).toBe(200);
  return searchReply.parse(res.json()).results;
};

describe('GET /api/admin/search', () => {
  it('finds a shipped unit by the start of its serial number, in any case, with its product and company', async () => {
    const found = await results('chi-7731');
    expect(found).toEqual([
      {
        kind: 'unit',
        id: expect.any(Number),
        title: 'CHI-7731-2210',
        subtitle: 'Chroma Inspire Digitizing Software · Stitch & Thread Co.',
      },
    ]);
  });

  it('finds an order by its number and by a fulfilment number, naming the fulfilment it matched', async () => {
    expect(await results('SO-100587')).toEqual([
      { kind: 'order', id: expect.any(Number), title: 'SO-100587', subtitle: 'Stitch & Thread Co.' },
    ]);
    const order = await t.db
      .selectFrom('orders')
      .select('id')
      .where('order_number', '=', 'SO-100587')
      .executeTakeFirstOrThrow();
    const fulfilment = await t.db
      .selectFrom('fulfillments')
      .select('transaction_id')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const byFulfilment = (await results(fulfilment.transaction_id)).filter((r) => r.kind === 'order');
    expect(byFulfilment).toContainEqual({
      kind: 'order',
      id: order.id,
      title: 'SO-100587',
      subtitle: `${fulfilment.transaction_id} · Stitch & Thread Co.`,
    });
  });

  it('finds a contact by the start of the email, the full name or the last name, or by the internal id', async () => {
    const contact = {
      kind: 'contact',
      id: expect.any(Number),
      title: 'Quincy Quarrington',
      subtitle: 'qq.contact@quokka.test · Quokka Quilting Ltd',
    };
    expect((await results('QQ.CONT')).filter((r) => r.kind === 'contact')).toEqual([contact]);
    expect((await results('quincy qua')).filter((r) => r.kind === 'contact')).toEqual([contact]);
    expect((await results('Quarring')).filter((r) => r.kind === 'contact')).toEqual([contact]);
    expect((await results('7700123')).filter((r) => r.kind === 'contact')).toEqual([contact]);
  });

  it('finds a company by the start of its name or by its id', async () => {
    const company = { kind: 'company', id: quokkaId, title: 'Quokka Quilting Ltd', subtitle: `#${quokkaId}` };
    expect((await results('quokka q')).filter((r) => r.kind === 'company')).toEqual([company]);
    expect((await results(String(quokkaId))).filter((r) => r.kind === 'company')).toContainEqual(company);
  });

  it('lists at most 5 of a kind, alphabetically, and groups kinds contact, company, unit, order', async () => {
    const many = await results('zzyzx');
    expect(many.map((r) => r.subtitle)).toEqual([0, 1, 2, 3, 4].map((i) => `zzyzx.${i}@many.test`));
    const kinds = (await results('qu')).map((r) => r.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)));
  });

  it('matches text, not patterns: % and _ are ordinary characters', async () => {
    expect(await results('SO_1')).toEqual([]);
    expect(await results('%%')).toEqual([]);
    expect(await results('S%')).toEqual([]);
  });

  it('answers nothing, without searching, for fewer than 2 characters after trimming', async () => {
    expect(await results(' q ')).toEqual([]);
    expect(await results('')).toEqual([]);
    expect((await t.app.inject({ url: '/api/admin/search', headers: service })).json()).toEqual({ results: [] });
  });

  it('refuses a search over 100 characters or with control characters with 422, naming q', async () => {
    const long = await search('x'.repeat(101));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ q: [SEARCH_TOO_LONG] });
    expect((await search('ab\u0001')).statusCode).toBe(422);
    expect((await search(`  ${'x'.repeat(100)}  `)).statusCode).toBe(200);
  });

  it('is open to the roles that see Contacts and Customers, read-only tech included, and to no one else', async () => {
    expect((await search('chi', (await signInStaff(t.app, 'tech')).headers)).statusCode).toBe(200);
    expect((await search('chi', (await signInStaff(t.app, 'europe')).headers)).statusCode).toBe(200);
    for (const role of ['accounting', 'finance', 'sales']) {
      expect((await search('chi', (await signInStaff(t.app, role)).headers)).statusCode).toBe(403);
    }
    expect((await search('chi', (await signIn(t.app, 'owner@demo.test')).headers)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/search?q=chi' })).statusCode).toBe(401);
  });

  it("finds every company's records, as Customers lists every company (decision 122)", async () => {
    const other = await companyIdOf(t.db, 'eu.owner@demo.test');
    const company = await t.db
      .selectFrom('customers')
      .select('company_name')
      .where('id', '=', other)
      .executeTakeFirstOrThrow();
    const found = await results(company.company_name.slice(0, 6), (await signInStaff(t.app, 'europe')).headers);
    expect(found).toContainEqual(expect.objectContaining({ kind: 'company', id: other }));
  });
});

const ORDER = ['contact', 'company', 'unit', 'order'];
