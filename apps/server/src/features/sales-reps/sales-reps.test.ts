import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail, buildCustomer } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url: `/api/admin/sales-rep${url}`, headers, ...(payload ? { payload } : {}) });

describe('GET /api/admin/sales-rep', () => {
  it('replies a page of reps by name with how many customers each has', async () => {
    const res = await call('GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.pagination).toMatchObject({ total: 3, count: 3, per_page: 15, current_page: 1 });
    expect(res.json().data.map((r: { name: string }) => r.name)).toEqual([
      'James Carter',
      'Katrin Vogel',
      'Maria Lopez',
    ]);
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: 'James Carter',
      email: 'james.carter@reps.demo.test',
      phone: '4075550102',
      customers_count: expect.any(Number),
      created_at: expect.any(String),
    });
  });

  it('searches name and email, and answers 422 to an unknown order column', async () => {
    expect((await call('GET', '?search=vogel')).json().data.map((r: { name: string }) => r.name)).toEqual([
      'Katrin Vogel',
    ]);
    expect((await call('GET', '?order_by=phone')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/sales-rep, POST /api/admin/sales-rep/{id}, DELETE /api/admin/sales-rep/{id}', () => {
  it('adds, edits and deletes a rep without customers, auditing each', async () => {
    const created = await call('POST', '', { name: 'Rita Rep', email: 'Rita@Reps.test', phone: '(407) 555-0177' });
    expect(created.statusCode).toBe(201);
    const rep = created.json().data;
    expect(rep).toMatchObject({ name: 'Rita Rep', email: 'rita@reps.test', phone: '4075550177', customers_count: 0 });
    const edited = await call('POST', `/${rep.id}`, {
      name: 'Rita Representative',
      email: 'rita@reps.test',
      phone: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Rita Representative', phone: null });
    expect((await call('DELETE', `/${rep.id}`)).statusCode).toBe(204);
    expect((await auditTrail(t.db, 'sales_rep', rep.id)).map((e) => e.action)).toEqual([
      'sales_rep.create',
      'sales_rep.update',
      'sales_rep.delete',
    ]);
  });

  it('refuses deleting a rep still assigned to customers with 422 and its message', async () => {
    const { id } = (await call('POST', '', { name: 'Busy Rep', email: 'busy@reps.test' })).json().data;
    await buildCustomer(t.db, { sales_rep_id: id });
    await buildCustomer(t.db, { sales_rep_id: id });
    const res = await call('DELETE', `/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'This sales rep is still assigned to 2 customers.',
      errors: { id: ['This sales rep is still assigned to 2 customers.'] },
    });
    expect(await t.db.selectFrom('sales_reps').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
  });

  it('answers 422 with a text per field for blank name, bad email and bad phone', async () => {
    expect((await call('POST', '', { name: '', email: 'nope', phone: '123' })).json().errors).toEqual({
      name: ['Name is required.'],
      email: ['Invalid email address.'],
      phone: ['Invalid phone number.'],
    });
  });

  it('answers 404 to an unknown rep', async () => {
    expect((await call('POST', '/999999', { name: 'Ghost', email: 'ghost@reps.test' })).statusCode).toBe(404);
    expect((await call('DELETE', '/999999')).statusCode).toBe(404);
  });

  it.each(['service', 'tech', 'europe', 'accounting'])(
    'refuses %s every sales-rep call with 403 (admin only)',
    async (role) => {
      const headers = (await signInStaff(t.app, role)).headers;
      expect((await call('GET', '', undefined, headers)).statusCode).toBe(403);
      expect((await call('POST', '', { name: 'X', email: 'x@reps.test' }, headers)).statusCode).toBe(403);
    },
  );
});
