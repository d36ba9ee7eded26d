import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_ORDER_COLUMNS } from '@owner-portal/contract/customers/customers';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail, buildContact, buildCustomer } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let repId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  repId = (await t.db.selectFrom('sales_reps').select('id').where('name', '=', 'Maria Lopez').executeTakeFirstOrThrow())
    .id;
  for (const name of ['Aardvark Apparel', 'Zither Embroidery', 'Mango Monogram', 'Aardvark 100% Print']) {
    await buildCustomer(t.db, { company_name: name, sales_rep_id: repId });
  }
});
afterAll(() => t.close());

const get = (url: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/customers${url}`, headers });
const write = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) =>
  t.app.inject({ method, url: `/api/admin/customers${url}`, headers, payload });
const names = (res: { json: () => { data: { company_name: string }[] } }) => res.json().data.map((c) => c.company_name);

describe('GET /api/admin/customers/export', () => {
  it('streams exactly the filtered customers as CSV, every page, formula text defused', async () => {
    for (const name of ['=Quokka Formula', 'Quokka Quilts', 'Quokka Caps']) {
      await buildCustomer(t.db, { company_name: name, sales_rep_id: repId });
    }
    const res = await get('/export?search=quokka&per_page=1&order_by=company_name&order_dir=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFID,')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('ID,Company,Subsidiary,Sales rep,Contacts,Date');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      '"\'=Quokka Formula"',
      'Quokka Caps',
      'Quokka Quilts',
    ]);
  });

  it('answers a bad date with 422, like the list', async () => {
    expect((await get('/export?start_date=2026-1-01')).statusCode).toBe(422);
  });

  it('writes a Spanish header row when the web app asks with lang_code=es', async () => {
    const lines = (await get('/export?search=quokka&lang_code=es')).body.trim().split('\r\n');
    expect(lines[0]).toBe('ID,Empresa,Filial,Representante de ventas,Contactos,Fecha');
    expect(lines).toHaveLength(4);
  });
});

describe('GET /api/admin/customers', () => {
  it('replies a page of customers with their rep and contact count, by company name', async () => {
    const res = await get('?search=aardvark');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.pagination).toEqual({ total: 2, count: 2, per_page: 15, current_page: 1, total_pages: 1 });
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      company_name: 'Aardvark 100% Print',
      subsidiary_id: 1,
      sales_rep_id: repId,
      sales_rep_name: 'Maria Lopez',
      referral_payout_tag_id: null,
      contacts_count: 0,
      created_at: expect.any(String),
    });
  });

  it('counts the contacts of each company', async () => {
    const res = await get('?search=Stitch%20%26%20Thread');
    expect(res.json().data[0]).toMatchObject({ company_name: 'Stitch & Thread Co.', contacts_count: 2 });
  });

  it('treats % in a search as a plain character', async () => {
    expect(names(await get('?search=100%25'))).toEqual(['Aardvark 100% Print']);
  });

  it('sorts by a whitelisted column and answers 422 to any other', async () => {
    const desc = names(await get('?search=a&order_by=company_name&order_dir=desc&per_page=1000'));
    expect(desc).toEqual([...desc].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const res = await get('?order_by=sales_rep_id');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      order_by: [`The order by must be one of: ${CUSTOMER_ORDER_COLUMNS.join(', ')}.`],
    });
  });

  it('pages with per_page', async () => {
    const res = await get('?per_page=2&page=2');
    expect(res.json().meta.pagination).toMatchObject({ count: 2, per_page: 2, current_page: 2 });
  });
});

describe('GET /api/admin/customers/sales-reps', () => {
  it('lists every rep by name for the customer form, to the roles that may open Customers', async () => {
    for (const role of ['admin', 'service', 'europe'] as const) {
      const res = await get('/sales-reps', (await signInStaff(t.app, role)).headers);
      expect(res.statusCode).toBe(200);
      const reps = res.json().data as { id: number; name: string }[];
      expect(reps).toContainEqual({ id: repId, name: 'Maria Lopez' });
      expect(Object.keys(reps[0]!).sort()).toEqual(['id', 'name']);
      expect(reps.map((r) => r.name)).toEqual([...reps.map((r) => r.name)].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('is refused to roles that cannot open Customers', async () => {
    expect((await get('/sales-reps', (await signInStaff(t.app, 'accounting')).headers)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/customers/payout-tags and a customer\'s payout tag', () => {
  it('lists every payout tag by name for the form, to the roles that may open Customers, and refuses others', async () => {
    const res = await get('/payout-tags', (await signInStaff(t.app, 'service')).headers);
    expect(res.statusCode).toBe(200);
    const tags = res.json<{ data: { id: number; name: string }[] }>().data;
    expect(tags.map((tag) => tag.name)).toEqual([...tags.map((tag) => tag.name)].sort((a, b) => a.localeCompare(b)));
    expect(tags.length).toBeGreaterThan(0);
    expect((await get('/payout-tags', (await signInStaff(t.app, 'accounting')).headers)).statusCode).toBe(403);
  });

  it('makes a customer an influencer by its payout tag, and refuses an unknown tag with 422 and nothing written', async () => {
    const tags = (await get('/payout-tags')).json<{ data: { id: number; name: string }[] }>().data;
    const tag = tags.find((x) => /influencer/i.test(x.name)) ?? tags[0]!;
    const created = await write('POST', '', { company_name: 'Tagged Threads', subsidiary_id: 1 });
    const id = created.json<{ data: { id: number } }>().data.id;
    const saved = await write('PUT', `/${id}`, {
      company_name: 'Tagged Threads',
      subsidiary_id: 1,
      referral_payout_tag_id: tag.id,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.referral_payout_tag_id).toBe(tag.id);

    const refused = await write('PUT', `/${id}`, {
      company_name: 'Renamed Threads',
      subsidiary_id: 1,
      referral_payout_tag_id: 999_999,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { referral_payout_tag_id: ['The selected payout tag is invalid.'] },
    });
    const row = await t.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.company_name, row.referral_payout_tag_id]).toEqual(['Tagged Threads', tag.id]);
  });
});

describe('GET /api/admin/customers/find', () => {
  it('replies a plain list of matching companies for the contact select', async () => {
    const res = await get('/find?search=zither');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [{ id: expect.any(Number), company_name: 'Zither Embroidery', subsidiary_id: 1 }],
    });
  });

  it('replies at most 20 companies', async () => {
    for (let i = 0; i < 22; i++) await buildCustomer(t.db, { company_name: `Findable ${String(i).padStart(2, '0')}` });
    const res = await get('/find?search=findable');
    expect(res.json().data).toHaveLength(20);
    expect(res.json().data[0].company_name).toBe('Findable 00');
  });

  it('finds a company by its id', async () => {
    const company = await buildCustomer(t.db, { company_name: 'By Id Works' });
    expect(names(await get(`/find?search=${company.id}`))).toContain('By Id Works');
  });

  it('is open to tech (who edits contacts) but not to accounting', async () => {
    expect((await get('/find', (await signInStaff(t.app, 'tech')).headers)).statusCode).toBe(200);
    expect((await get('/find', (await signInStaff(t.app, 'accounting')).headers)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/customers and PUT /api/admin/customers/{id}', () => {
  it('creates a customer with 201, edits it, and audits both', async () => {
    const created = await write('POST', '', { company_name: 'Fresh Hoop LLC', subsidiary_id: 3, sales_rep_id: repId });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({
      company_name: 'Fresh Hoop LLC',
      subsidiary_id: 3,
      sales_rep_name: 'Maria Lopez',
    });
    const edited = await write('PUT', `/${id}`, {
      company_name: 'Fresh Hoop Ltd',
      subsidiary_id: 1,
      sales_rep_id: null,
      referral_payout_tag_id: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      company_name: 'Fresh Hoop Ltd',
      subsidiary_id: 1,
      sales_rep_id: null,
      sales_rep_name: null,
    });
    expect((await auditTrail(t.db, 'customer', id)).map((e) => e.action)).toEqual([
      'customer.create',
      'customer.update',
    ]);
  });

  it('renaming a company makes its contacts findable by the new name', async () => {
    const company = await buildCustomer(t.db, { company_name: 'Old Name Co' });
    await buildContact(t.db, { customer_id: company.id, email: 'renamed@customers.test' });
    await write('PUT', `/${company.id}`, { company_name: 'Shiny Name Co', subsidiary_id: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/customer_users?search=shiny', headers: admin });
    expect(res.json().data.map((c: { email: string }) => c.email)).toEqual(['renamed@customers.test']);
  });

  it('answers 422 with the required texts and an unknown sales rep', async () => {
    expect((await write('POST', '', {})).json().errors).toEqual({
      company_name: ['Company name is required.'],
      subsidiary_id: ['Subsidiary id is required.'],
    });
    expect(
      (await write('POST', '', { company_name: 'X', subsidiary_id: 1, sales_rep_id: 999999 })).json().errors,
    ).toEqual({
      sales_rep_id: ['The selected sales rep is invalid.'],
    });
  });

  it('answers 404 to an unknown customer', async () => {
    expect((await write('PUT', '/999999', { company_name: 'Ghost', subsidiary_id: 1 })).statusCode).toBe(404);
  });

  it('refuses tech creating or editing customers with 403, but lets tech list them', async () => {
    const tech = (await signInStaff(t.app, 'tech')).headers;
    const company = await buildCustomer(t.db);
    expect((await write('POST', '', { company_name: 'Tech Co', subsidiary_id: 1 }, tech)).statusCode).toBe(403);
    expect((await write('PUT', `/${company.id}`, { company_name: 'Tech Co', subsidiary_id: 1 }, tech)).statusCode).toBe(
      403,
    );
    expect((await get('', tech)).statusCode).toBe(200);
  });
});
