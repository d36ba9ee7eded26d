import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntry, type AuditEntry } from '@owner-portal/contract/audit/audit';
import { paged } from '@owner-portal/contract/paging';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { decodeClaims, signInStaff } from '../../../test/sessions.ts';
import { productIdByName } from '../../../test/training-fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let service: Record<string, string>;
const ids = { admin: 0, service: 0, company: 0, owner: 0 };
const page = paged(auditEntry);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  service = (await signInStaff(t.app, 'service')).headers;
  const staff = await t.db.selectFrom('staff_users').select(['id', 'email']).execute();
  ids.admin = staff.find((s) => s.email === 'admin@demo.test')!.id;
  ids.service = staff.find((s) => s.email === 'service@demo.test')!.id;
  const owner = await t.db
    .selectFrom('customer_users')
    .select(['id', 'customer_id'])
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  ids.owner = owner.id;
  ids.company = owner.customer_id!;
});
afterAll(() => t.close());

async function list(headers: Record<string, string>, query = ''): Promise<AuditEntry[]> {
  const res = await t.app.inject({ url: `/api/admin/audit-log?per_page=100${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return page.parse(res.json()).data;
}

/** Renames the demo company, every other field as it is. */
async function renameCompany(headers: Record<string, string>, name: string) {
  const now = await t.db
    .selectFrom('customers')
    .select(['subsidiary_id', 'sales_rep_id', 'referral_payout_tag_id'])
    .where('id', '=', ids.company)
    .executeTakeFirstOrThrow();
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/customers/${ids.company}`,
    // Not behind a proxy the app trusts: the address is the connection's, not what the header claims.
    headers: { ...headers, 'x-forwarded-for': '203.0.113.9' },
    payload: { company_name: name, ...now },
  });
}

describe('GET /api/admin/audit-log', () => {
  it("shows an update with who, the action, the record, when, the address, and the fields' before and after", async () => {
    const before = await t.db
      .selectFrom('customers')
      .select('company_name')
      .where('id', '=', ids.company)
      .executeTakeFirstOrThrow();
    expect((await renameCompany(admin, 'Stitch & Thread Company')).statusCode).toBe(200);
    const [row] = await list(admin, '&action=customer.update');
    expect(row).toMatchObject({
      actor: { kind: 'staff', id: ids.admin, email: 'admin@demo.test', name: expect.any(String) },
      action: 'customer.update',
      subject: { type: 'customer', id: ids.company, name: 'Stitch & Thread Company' },
      ip_address: '127.0.0.1',
      changes: [{ field: 'company_name', before: before.company_name, after: 'Stitch & Thread Company' }],
      impersonation: null,
    });
    expect(Date.now() - new Date(row!.created_at).getTime()).toBeLessThan(60_000);
  });

  it('shows other staff only their own actions, whatever they filter by', async () => {
    expect((await renameCompany(service, 'Stitch & Thread Co.')).statusCode).toBe(200);
    const own = await list(service);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((row) => row.actor.kind === 'staff' && row.actor.id === ids.service)).toBe(true);
    expect(await list(service, `&actor=staff:${ids.admin}`)).toEqual([]);
    // Admin reads both.
    const both = await list(admin, '&action=customer.update');
    expect(new Set(both.map((row) => row.actor.id))).toEqual(new Set([ids.admin, ids.service]));
  });

  it('filters by person, action, record type and date range, and searches names', async () => {
    const byService = await list(admin, `&actor=staff:${ids.service}`);
    expect(byService.length).toBeGreaterThan(0);
    expect(byService.every((row) => row.actor.id === ids.service)).toBe(true);
    const customers = await list(admin, '&subject_type=customer');
    expect(customers.length).toBeGreaterThan(0);
    expect(customers.every((row) => row.subject.type === 'customer')).toBe(true);
    expect(await list(admin, '&start_date=2000-01-01&end_date=2000-01-02')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(admin, `&start_date=${today}&end_date=${today}&tz=UTC`)).length).toBeGreaterThan(0);
    expect((await list(admin, '&search=stitch%20%26%20thread&action=customer.update')).length).toBe(2);
  });

  it('shows an impersonation: its start with the reason, what was done in it, and its end', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${ids.company}/impersonate`,
      headers: admin,
      payload: { reason: 'Owner cannot find the warranty list' },
    });
    const token = started.json<{ access_token: string }>().access_token;
    const imp = (decodeClaims(token).act as { imp: number }).imp;
    const as = { authorization: `Bearer ${token}` };
    const ri = await productIdByName(t.db, 'ri 2000 dtg printer');
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/post-training/${ri}/warranty`,
      headers: as,
      payload: { confirmed: true },
    });
    expect(write.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/impersonation/end', headers: as })).statusCode).toBe(204);

    const rows = await list(admin, `&impersonation_id=${imp}&order_by=created_at&order_dir=asc`);
    expect(rows.map((row) => row.action)).toEqual(['impersonation.start', 'warranty.confirm', 'impersonation.end']);
    for (const row of rows) {
      expect(row.actor).toMatchObject({ kind: 'staff', id: ids.admin });
      expect(row.impersonation).toMatchObject({
        id: imp,
        reason: 'Owner cannot find the warranty list',
        customer_user_id: ids.owner,
        ended_at: expect.any(String),
      });
    }
    expect(rows[0]!.subject).toMatchObject({ type: 'customer_user', id: ids.owner });
    // The reason is searchable.
    expect(
      (await list(admin, '&search=warranty%20list&action=impersonation.start')).map((r) => r.impersonation?.id),
    ).toEqual([imp]);
  });

  it.each([
    ['actor=staff', 'actor', 'The actor must be a kind and an id, e.g. staff:3.'],
    ['action=customer.explode', 'action', 'The selected action is invalid.'],
    ['subject_type=planet', 'subject_type', 'The selected subject type is invalid.'],
    ['impersonation_id=abc', 'impersonation_id', 'The impersonation id must be an id.'],
  ])('answers 422 to %s', async (query, field, message) => {
    const res = await t.app.inject({ url: `/api/admin/audit-log?${query}`, headers: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });
});

describe('GET /api/admin/audit-log/export', () => {
  it('writes exactly the filtered rows, in the reader\u2019s language, with the action in words', async () => {
    const res = await t.app.inject({
      url: '/api/admin/audit-log/export?action=customer.update&lang_code=es',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]!.startsWith('\uFEFFID,Fecha,Quién,Correo electrónico,En nombre de,Acción,Tipo de registro')).toBe(
      true,
    );
    expect(lines).toHaveLength(1 + (await list(admin, '&action=customer.update')).length);
    expect(lines[1]).toContain('Editó un cliente');
    expect(lines[1]).toContain('company_name: ');
  });

  it('gives other staff only their own rows', async () => {
    const res = await t.app.inject({ url: '/api/admin/audit-log/export?lang_code=en', headers: service });
    const lines = res.body.split('\r\n').filter(Boolean).slice(1);
    expect(lines.length).toBe((await list(service)).length);
    expect(lines.every((line) => line.includes('service@demo.test'))).toBe(true);
  });
});

describe('GET /api/admin/audit-log/people', () => {
  it('offers admin every staff member, and others only themselves', async () => {
    const all = (await t.app.inject({ url: '/api/admin/audit-log/people', headers: admin })).json().data;
    expect(all).toEqual(expect.arrayContaining([expect.objectContaining({ value: `staff:${ids.service}` })]));
    const own = (await t.app.inject({ url: '/api/admin/audit-log/people', headers: service })).json().data;
    expect(own).toEqual([{ value: `staff:${ids.service}`, label: expect.stringContaining('service@demo.test') }]);
  });
});
