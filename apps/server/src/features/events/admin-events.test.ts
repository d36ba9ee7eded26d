import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail, buildCustomer } from '../../../test/factories.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  companyId = (await buildCustomer(t.db, { company_name: 'Quilted Events Co' })).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api/admin/events${url}`, headers, ...(payload ? { payload } : {}) });

const body = (overrides: object = {}) => ({
  customer_id: companyId,
  description: 'Impressions Expo — one free ticket',
  description_es: 'Impressions Expo — una entrada gratuita',
  discount_code: `imp-${Math.random().toString(36).slice(2, 8)}`,
  redeemed: false,
  claim_url: 'https://tickets.example.com/impressions',
  ...overrides,
});

describe('GET /api/admin/events', () => {
  it('replies a page of every company’s codes with both descriptions and the company', async () => {
    const res = await call('GET', '?search=ISSLB');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.pagination).toMatchObject({ total: 1, count: 1, per_page: 15, current_page: 1 });
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      customer: { id: expect.any(Number), company_name: expect.any(String) },
      description: 'ISS Long Beach — one free trade show ticket',
      description_es: 'ISS Long Beach — una entrada gratuita para la feria',
      discount_code: 'ISSLB-7F3K',
      redeemed: false,
      claim_url: 'https://tickets.example.com/iss-long-beach?code=ISSLB-7F3K',
      created_at: expect.any(String),
    });
  });

  it('searches the company name and the Spanish description, sorts by code, and answers 422 to an unknown sort', async () => {
    await call('POST', '', body({ discount_code: 'QUILT-A', description_es: 'Feria del acolchado' }));
    const byCompany = (await call('GET', '?search=quilted%20events')).json().data;
    expect(byCompany.map((e: { discount_code: string }) => e.discount_code)).toEqual(['QUILT-A']);
    expect((await call('GET', '?search=acolchado')).json().data).toHaveLength(1);
    const sorted = (await call('GET', '?order_by=discount_code&order_dir=desc&per_page=100')).json().data;
    const codes = sorted.map((e: { discount_code: string }) => e.discount_code);
    expect(codes).toEqual([...codes].sort().reverse());
    const bad = await call('GET', '?order_by=claim_url');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.order_by[0]).toMatch(/^The order by must be one of: /);
  });
});

describe('POST /api/admin/events, PUT /api/admin/events/{id}, DELETE /api/admin/events/{id}', () => {
  it('adds, edits and deletes a code, auditing each, and the owner reads the Spanish description', async () => {
    const created = await call('POST', '', body({ discount_code: ' deco-es-1 ' }));
    expect(created.statusCode).toBe(201);
    const code = created.json().data;
    expect(code).toMatchObject({
      customer: { id: companyId, company_name: 'Quilted Events Co' },
      discount_code: 'DECO-ES-1',
      description_es: 'Impressions Expo — una entrada gratuita',
      redeemed: false,
    });
    const edited = await call(
      'PUT',
      `/${code.id}`,
      body({ discount_code: 'DECO-ES-1', description_es: '', redeemed: true }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ description_es: null, redeemed: true });
    expect((await call('DELETE', `/${code.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/${code.id}`)).statusCode).toBe(404);
    expect((await auditTrail(t.db, 'event_code', code.id)).map((e) => e.action)).toEqual([
      'event_code.create',
      'event_code.update',
      'event_code.delete',
    ]);
  });

  it('writes the description a Spanish-speaking owner then reads on GET /api/events', async () => {
    const owner = await signIn(t.app, 'owner@demo.test');
    const ownerCompany = (
      await t.app.inject({ method: 'GET', url: '/api/events?lang_code=es', headers: owner.headers })
    ).json().data;
    const seeded = (await call('GET', '?search=ISSLB')).json().data[0];
    expect(ownerCompany.map((e: { id: number }) => e.id)).toContain(seeded.id);
    const res = await call('PUT', `/${seeded.id}`, {
      customer_id: seeded.customer.id,
      description: seeded.description,
      description_es: 'ISS Long Beach — entrada gratis, escrita por el personal',
      discount_code: seeded.discount_code,
      redeemed: seeded.redeemed,
      claim_url: seeded.claim_url,
    });
    expect(res.statusCode).toBe(200);
    const events = (
      await t.app.inject({ method: 'GET', url: '/api/events?lang_code=es', headers: owner.headers })
    ).json().data;
    expect(events.find((e: { id: number }) => e.id === seeded.id)).toMatchObject({
      description: 'ISS Long Beach — entrada gratis, escrita por el personal',
      lang: 'es',
    });
  });

  it('answers 422 with its text to a discount code another event has, in any case, and saves nothing', async () => {
    await call('POST', '', body({ discount_code: 'TAKEN-1' }));
    for (const code of ['TAKEN-1', 'taken-1']) {
      const res = await call('POST', '', body({ discount_code: code, description: 'Second' }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { discount_code: ['The discount code has already been taken.'] },
      });
    }
    const other = (await call('POST', '', body({ discount_code: 'TAKEN-2' }))).json().data;
    const res = await call('PUT', `/${other.id}`, body({ discount_code: 'taken-1' }));
    expect(res.json().errors).toEqual({ discount_code: ['The discount code has already been taken.'] });
    expect((await call('GET', '?search=Second')).json().data).toEqual([]);
  });

  it('answers 422 with a text per field for a blank description and code, no company and a plain http link', async () => {
    const res = await call('POST', '', { description: ' ', discount_code: '', claim_url: 'http://x.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      customer_id: ['Customer is required.'],
      description: ['Description is required.'],
      discount_code: ['Discount code is required.'],
      claim_url: ['Claim url must be an https:// address.'],
    });
    const unknown = await call('POST', '', body({ customer_id: 999999 }));
    expect(unknown.json().errors).toEqual({ customer_id: ['The selected customer is invalid.'] });
  });

  it('answers 404 to an unknown code', async () => {
    expect((await call('PUT', '/999999', body())).statusCode).toBe(404);
    expect((await call('DELETE', '/999999')).statusCode).toBe(404);
  });

  it.each(['tech', 'accounting', 'finance', 'sales'])('refuses %s every event-code call with 403', async (role) => {
    const headers = (await signInStaff(t.app, role)).headers;
    expect((await call('GET', '', undefined, headers)).statusCode).toBe(403);
    expect((await call('POST', '', body(), headers)).statusCode).toBe(403);
  });
});
