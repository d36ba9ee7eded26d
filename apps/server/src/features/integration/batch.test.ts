import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey, type TestApiKey } from '../../../test/api-keys.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let key: TestApiKey;
beforeAll(async () => {
  t = await createTestApp();
  key = await createApiKey(t.app, { name: 'NetSuite batch', scopes: ['customers:write', 'catalog:write'] });
});
afterAll(() => t.close());

const AT = '2026-11-26T10:00:00Z';
const INVALID = 'The given data was invalid.';

const batch = (payload: string | object, contentType = 'application/json', headers = key.headers) =>
  t.app.inject({
    method: 'POST',
    url: '/api/integration/batch',
    headers: { ...headers, 'content-type': contentType },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const customer = (id: string, name = `Batch Co ${id}`) => ({
  method: 'PUT',
  path: `customers/${id}`,
  body: { company_name: name, subsidiary_id: 1, updated_at: AT },
});
const statuses = (res: { json: () => { data: { status: number }[] } }) => res.json().data.map((r) => r.status);
const customersNamed = (prefix: string) =>
  t.db.selectFrom('customers').select('external_id').where('external_id', 'like', `${prefix}%`).execute();

describe('POST /api/integration/batch', () => {
  it('answers each operation in order with its own status and body; bad ones do not stop the others', async () => {
    const res = await batch([
      customer('B-1'),
      { method: 'PUT', path: 'customers/B-2', body: { subsidiary_id: 1, updated_at: AT } },
      { method: 'PUT', path: 'widgets/B-3', body: {} },
      { method: 'PUT', path: '/api/integration/orders/SO-B4', body: {} },
      { method: 'DELETE', path: 'customers/B-5' },
      { method: 'PUT', path: 'customers/B-6', body: { company_name: 'Nul\u0000Co', subsidiary_id: 1, updated_at: AT } },
      customer('B-7'),
      customer('B-1'),
    ]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(statuses(res)).toEqual([201, 422, 404, 403, 422, 422, 201, 200]);
    expect(data[0].body).toMatchObject({ applied: true, data: { external_id: 'B-1', company_name: 'Batch Co B-1' } });
    expect(data[1].body).toEqual({ message: INVALID, errors: { company_name: ['Company name is required.'] } });
    expect(data[2].body).toEqual({ message: 'Not found.' });
    expect(data[3].body).toEqual({ message: 'This API key does not have the orders:write scope.' });
    expect(data[4].body).toEqual({ message: INVALID, errors: { method: ['The method must be PUT.'] } });
    expect(data[5].body).toEqual({
      message: INVALID,
      errors: { 'body.company_name': ['Company name may not contain control characters.'] },
    });
    expect(data[7].body.applied).toBe(false);
    expect((await customersNamed('B-')).map((c) => c.external_id).sort()).toEqual(['B-1', 'B-7']);
  });

  it('takes NDJSON, one operation a line: a line that is not JSON is refused in its place', async () => {
    const lines = [JSON.stringify(customer('N-1')), '{"method": "PUT", "path": ', '', JSON.stringify(customer('N-2'))];
    const res = await batch(`${lines.join('\n')}\n`, 'application/x-ndjson');
    expect(res.statusCode).toBe(200);
    expect(statuses(res)).toEqual([201, 422, 201]);
    expect(res.json().data[1].body).toEqual({ message: INVALID, errors: { line: ['This line is not valid JSON.'] } });
  });

  it('runs operations in order: a company, then its contact', async () => {
    const res = await batch([
      customer('SEQ-1'),
      {
        method: 'PUT',
        path: 'contacts/SEQ-C1',
        body: {
          customer_external_id: 'SEQ-1',
          first_name: 'Seq',
          last_name: 'Uence',
          email: 'seq@batch.test',
          updated_at: AT,
        },
      },
    ]);
    expect(statuses(res)).toEqual([201, 201]);
  });

  it('replayed whole, changes nothing and answers every operation applied: false', async () => {
    const operations = [customer('R-1'), customer('R-2'), customer('R-3')];
    await batch(operations);
    const audits = await t.db.selectFrom('audit_log').select('id').execute();
    const again = await batch(operations);
    expect(statuses(again)).toEqual([200, 200, 200]);
    expect(again.json().data.map((r: { body: { applied: boolean } }) => r.body.applied)).toEqual([false, false, false]);
    expect(await t.db.selectFrom('audit_log').select('id').execute()).toEqual(audits);
  });

  it('refuses more than 1,000 operations, or a body that is not a list, whole: 422 and nothing written', async () => {
    const many = Array.from({ length: 1001 }, (_, i) => customer(`MANY-${i}`));
    const res = await batch(many);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: INVALID, errors: { body: ['A batch holds at most 1000 operations.'] } });
    expect(await customersNamed('MANY-')).toEqual([]);
    const object = await batch({ operations: [customer('OBJ-1')] });
    expect(object.statusCode).toBe(422);
    expect(object.json().errors).toEqual({
      body: ['A batch is a JSON array of operations, or NDJSON with one operation a line.'],
    });
  });

  it('takes 1,000 operations', async () => {
    const res = await batch(Array.from({ length: 1000 }, (_, i) => customer(`K-${i}`)));
    expect(res.statusCode).toBe(200);
    expect(new Set(statuses(res))).toEqual(new Set([201]));
    expect(await customersNamed('K-')).toHaveLength(1000);
  });

  it('takes an API key only: a staff token is refused with 401', async () => {
    const admin = await signInStaff(t.app, 'admin');
    expect((await batch([customer('S-1')], 'application/json', admin.headers)).statusCode).toBe(401);
  });
});
