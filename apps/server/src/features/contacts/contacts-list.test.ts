import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_ORDER_COLUMNS } from '@owner-portal/contract/contacts/contacts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { buildContact, buildCustomer } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let headers: Record<string, string>;
/** Contacts of one made-up company, found by its unusual name. */
let company: { id: number; company_name: string };
const list = async (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/customer_users?${query}`, headers });
const emails = (res: { json: () => { data: { email: string }[] } }) => res.json().data.map((c) => c.email);

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signInStaff(t.app, 'admin')).headers;
  company = await buildCustomer(t.db, { company_name: 'Quixotic Quilting Ltd' });
  const people = [
    ['Wanda', 'Zebulon', 'wanda.z@quixotic.test', '2125550101', '7001', '2026-03-01T10:00:00.000Z', 'en'],
    ['Xavier', 'Zebulon', 'xavier.z@quixotic.test', '2125550102', '7002', '2026-03-02T10:00:00.000Z', 'es'],
    ['Yolanda', 'Zebulon', 'yolanda.z@quixotic.test', '2125550103', '7003', '2026-03-03T23:59:00.000Z', 'en'],
    ['Abe', 'Zebulon', 'abe.z@quixotic.test', '2125550104', '7004', '2026-03-04T00:00:00.000Z', 'es'],
  ] as const;
  for (const [first_name, last_name, email, phone, internal_id, created_at, lang_code] of people) {
    await buildContact(t.db, {
      first_name,
      last_name,
      email,
      phone,
      internal_id,
      created_at,
      lang_code,
      customer_id: company.id,
    });
  }
  for (let i = 0; i < 20; i++) await buildContact(t.db, { last_name: 'Pagewalker', email: `page.${i}@pages.test` });
});
afterAll(() => t.close());

describe('GET /api/admin/customer_users', () => {
  it('replies 15 contacts per page, newest first, with the paged meta', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(15);
    const total = await t.db
      .selectFrom('customer_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(body.meta.pagination).toEqual({
      total: Number(total.n),
      count: 15,
      per_page: 15,
      current_page: 1,
      total_pages: Math.ceil(Number(total.n) / 15),
    });
    const created = body.data.map((c: { created_at: string }) => c.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('replies each contact with its fields and company', async () => {
    const res = await list('search=wanda.z@quixotic.test');
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        first_name: 'Wanda',
        last_name: 'Zebulon',
        email: 'wanda.z@quixotic.test',
        phone: '2125550101',
        internal_id: '7001',
        invite_sent_at: null,
        unlocked_trainings: 0,
        lang_code: 'en',
        created_at: '2026-03-01T10:00:00.000Z',
        customer: { id: company.id, company_name: 'Quixotic Quilting Ltd', subsidiary_id: 1 },
      },
    ]);
  });

  it('pages with page and per_page', async () => {
    const first = await list('search=Pagewalker&per_page=8&order_by=email');
    const third = await list('search=Pagewalker&per_page=8&page=3&order_by=email');
    expect(first.json().meta.pagination).toMatchObject({
      total: 20,
      count: 8,
      per_page: 8,
      current_page: 1,
      total_pages: 3,
    });
    expect(third.json().meta.pagination).toMatchObject({ count: 4, current_page: 3 });
    expect(emails(third)).toEqual(['page.6@pages.test', 'page.7@pages.test', 'page.8@pages.test', 'page.9@pages.test']);
  });

  it.each([
    ['a first name', 'Xavier', ['xavier.z@quixotic.test']],
    [
      'a part of a last name, any case',
      'zebul',
      ['abe.z@quixotic.test', 'wanda.z@quixotic.test', 'xavier.z@quixotic.test', 'yolanda.z@quixotic.test'],
    ],
    ['first and last name together', 'Yolanda Zebulon', ['yolanda.z@quixotic.test']],
    ['an email fragment', 'anda.z@quix', ['wanda.z@quixotic.test', 'yolanda.z@quixotic.test']],
    ['a phone typed with separators', '(212) 555-0102', ['xavier.z@quixotic.test']],
    [
      'the company name',
      'Quixotic Quilting',
      ['abe.z@quixotic.test', 'wanda.z@quixotic.test', 'xavier.z@quixotic.test', 'yolanda.z@quixotic.test'],
    ],
    ['an internal id', '7003', ['yolanda.z@quixotic.test']],
    ['any mix of upper and lower case', 'yOLANDA ZEBULON', ['yolanda.z@quixotic.test']],
    [
      'a company word in capitals',
      'QUILTING',
      ['abe.z@quixotic.test', 'wanda.z@quixotic.test', 'xavier.z@quixotic.test', 'yolanda.z@quixotic.test'],
    ],
    ['a word shorter than the index needs', 'Abe Zeb', ['abe.z@quixotic.test']],
  ])('finds contacts by %s', async (_rule, search, expected) => {
    const res = await list(`search=${encodeURIComponent(search)}&order_by=email`);
    expect(res.statusCode).toBe(200);
    expect(emails(res)).toEqual(expected);
  });

  it('treats LIKE and full-text syntax in a search as plain text', async () => {
    for (const search of [
      '%',
      '_',
      'Zebulon%',
      '"Zebulon',
      'Zebulon OR Pagewalker',
      'NEAR(a b)',
      "'; drop table customers; --",
    ]) {
      const res = await list(`search=${encodeURIComponent(search)}`);
      expect(res.statusCode, search).toBe(200);
      expect(res.json().meta.pagination.total, search).toBe(0);
    }
  });

  it('finds contacts by their company’s new name after a rename, and by a changed email', async () => {
    const other = await buildCustomer(t.db, { company_name: 'Before Rename Inc' });
    const contact = await buildContact(t.db, { customer_id: other.id, email: 'renamed.co@rename.test' });
    await t.db
      .updateTable('customers')
      .set({ company_name: 'Afterwards Embroidery' })
      .where('id', '=', other.id)
      .execute();
    expect(emails(await list('search=Afterwards'))).toEqual(['renamed.co@rename.test']);
    expect(emails(await list('search=Before%20Rename'))).toEqual([]);
    await t.db
      .updateTable('customer_users')
      .set({ email: 'moved.on@rename.test' })
      .where('id', '=', contact.id)
      .execute();
    expect(emails(await list('search=moved.on'))).toEqual(['moved.on@rename.test']);
    await t.db.deleteFrom('customer_users').where('id', '=', contact.id).execute();
    expect(emails(await list('search=moved.on'))).toEqual([]);
  });

  it.each(CONTACT_ORDER_COLUMNS.map((c) => [c]))('sorts by %s in both directions', async (column) => {
    const asc = (await list(`search=Zebulon&order_by=${column}&order_dir=asc`)).json().data;
    const desc = (await list(`search=Zebulon&order_by=${column}&order_dir=desc`)).json().data;
    const values = asc.map((c: Record<string, string | number | null>) => c[column]);
    expect(values).toEqual([...values].sort((a, b) => (a! < b! ? -1 : a! > b! ? 1 : 0)));
    expect(desc.map((c: { id: number }) => c.id)).toEqual(asc.map((c: { id: number }) => c.id).reverse());
  });

  it('sorts by last name then id, so equal names keep a stable order', async () => {
    const res = await list('search=Zebulon&order_by=last_name');
    expect(emails(res)).toEqual([
      'wanda.z@quixotic.test',
      'xavier.z@quixotic.test',
      'yolanda.z@quixotic.test',
      'abe.z@quixotic.test',
    ]);
  });

  it.each(['password_hash', 'email; drop table customer_users', 'cu.id'])(
    'answers 422 to order_by=%s, a column not on the whitelist',
    async (column) => {
      const res = await list(`order_by=${encodeURIComponent(column)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { order_by: [`The order by must be one of: ${CONTACT_ORDER_COLUMNS.join(', ')}.`] },
      });
    },
  );

  it('answers 422 to order_by=company_name: the company is shown but not sortable', async () => {
    expect((await list('order_by=company_name')).statusCode).toBe(422);
  });

  it('answers 422 to an order_dir other than asc or desc', async () => {
    const res = await list('order_by=email&order_dir=sideways');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ order_dir: ['The order dir must be asc or desc.'] });
  });

  it('keeps contacts created from start_date to end_date, both days included', async () => {
    const res = await list('search=Zebulon&start_date=2026-03-02&end_date=2026-03-03&order_by=created_at');
    expect(emails(res)).toEqual(['xavier.z@quixotic.test', 'yolanda.z@quixotic.test']);
    expect(emails(await list('search=Zebulon&start_date=2026-03-04'))).toEqual(['abe.z@quixotic.test']);
    expect(emails(await list('search=Zebulon&end_date=2026-03-01'))).toEqual(['wanda.z@quixotic.test']);
  });

  it('answers 422 to a date not in yyyy-MM-dd form', async () => {
    const res = await list('start_date=03/02/2026');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ start_date: ['The start date must be a date in yyyy-MM-dd form.'] });
  });

  it('answers 422 to a yyyy-MM-dd that is no real day (2026-13-01, 2026-02-30)', async () => {
    for (const day of ['2026-13-01', '2026-02-30', '2026-00-10']) {
      const res = await list(`start_date=${day}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ start_date: ['The start date must be a date in yyyy-MM-dd form.'] });
    }
    expect((await list('end_date=2026-13-01')).statusCode).toBe(422);
  });

  it('reads start_date and end_date as calendar days in the tz given (UTC+14 and UTC-10)', async () => {
    // Yolanda (03-03 23:59Z) and Abe (03-04 00:00Z) are both 4 March in Kiritimati, 3 March in Honolulu.
    const kiritimati = await list(
      'search=Zebulon&start_date=2026-03-04&end_date=2026-03-04&tz=Pacific/Kiritimati&order_by=email',
    );
    expect(emails(kiritimati)).toEqual(['abe.z@quixotic.test', 'yolanda.z@quixotic.test']);
    const honolulu = await list(
      'search=Zebulon&start_date=2026-03-03&end_date=2026-03-03&tz=Pacific/Honolulu&order_by=email',
    );
    expect(emails(honolulu)).toEqual(['abe.z@quixotic.test', 'yolanda.z@quixotic.test']);
    // Without tz the days stay UTC days, as before.
    expect(emails(await list('search=Zebulon&start_date=2026-03-04&end_date=2026-03-04'))).toEqual([
      'abe.z@quixotic.test',
    ]);
  });

  it('answers 422 to a tz that is not a time zone', async () => {
    const res = await list('start_date=2026-03-04&tz=Mars/Olympus_Mons');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ tz: ['The tz must be an IANA time zone name, e.g. America/New_York.'] });
  });

  it('keeps only contacts of the given lang_code', async () => {
    expect(emails(await list('search=Zebulon&lang_code=es&order_by=email'))).toEqual([
      'abe.z@quixotic.test',
      'xavier.z@quixotic.test',
    ]);
    expect((await list('lang_code=fr')).statusCode).toBe(422);
  });

  it('answers 422 to a per_page above the bound or a page below 1', async () => {
    expect((await list('per_page=1001')).json().errors).toEqual({
      per_page: ['The per_page may not be greater than 1000.'],
    });
    expect((await list('page=0')).json().errors).toEqual({ page: ['The page must be at least 1.'] });
  });
});

describe('GET /api/admin/customer_users, a search with a thousand or more matches', () => {
  // Past 1,000 matches SQLite finds the page another way (contact-search.ts); the reply must not change.
  const MANY = 1_100;
  beforeAll(async () => {
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + (i % 97) * 3_600_000).toISOString();
    await t.db
      .insertInto('customer_users')
      .values(
        Array.from({ length: MANY }, (_, i) => ({
          customer_id: company.id,
          first_name: `Many${String((i * 7919) % MANY).padStart(4, '0')}`,
          last_name: 'Multitudes',
          email: `many.${i}@multitudes.test`,
          phone: null,
          internal_id: null,
          invite_sent_at: null,
          unlocked_trainings: 0,
          lang_code: i % 3 === 0 ? 'es' : 'en',
          password_hash: null,
          token_version: 0,
          created_at: at(i),
          updated_at: at(i),
        })),
      )
      .execute();
  });

  const expected = async (column: 'first_name' | 'created_at', dir: 'asc' | 'desc', offset: number, lang?: string) => {
    let query = t.db.selectFrom('customer_users').select('email').where('last_name', '=', 'Multitudes');
    if (lang) query = query.where('lang_code', '=', lang);
    const rows = await query.orderBy(column, dir).orderBy('id', dir).limit(15).offset(offset).execute();
    return rows.map((r) => r.email);
  };

  it('replies the same page and total as a narrow search, in any order and on any page', async () => {
    for (const [query, column, dir, offset] of [
      ['search=multitudes', 'created_at', 'desc', 0],
      ['search=multitudes&order_by=first_name&page=3', 'first_name', 'asc', 30],
      ['search=multitudes&order_by=first_name&order_dir=desc&page=74', 'first_name', 'desc', 1095],
    ] as const) {
      const res = await list(query);
      expect(res.json().meta.pagination.total).toBe(MANY);
      expect(emails(res)).toEqual(await expected(column, dir, offset));
    }
  });

  it('applies the other filters to such a search too', async () => {
    const res = await list('search=multitudes&lang_code=es&order_by=created_at&order_dir=asc');
    expect(res.json().meta.pagination.total).toBe(Math.ceil(MANY / 3));
    expect(emails(res)).toEqual(await expected('created_at', 'asc', 0, 'es'));
  });
});
