import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { decodeClaims, signIn, signInStaff } from '../../../test/sessions.ts';
import { nowIso } from '../../db/database.ts';

const FORBIDDEN = { message: 'This action is unauthorized.' };
const NOT_FOUND = { message: 'Not found.' };

let t: TestApp;
/** The demo owner's company, its first contact (the owner) and its second (invited, no password). */
let company: { id: number; owner: number; partner: number };
let otherCompanyContact: number;

beforeAll(async () => {
  t = await createTestApp();
  const contacts = await t.db
    .selectFrom('customer_users')
    .select(['id', 'email', 'customer_id'])
    .where('email', 'in', ['owner@demo.test', 'pat.partner@stitchandthread.demo.test', 'other.owner@demo.test'])
    .execute();
  const byEmail = (email: string) => contacts.find((c) => c.email === email)!;
  company = {
    id: byEmail('owner@demo.test').customer_id!,
    owner: byEmail('owner@demo.test').id,
    partner: byEmail('pat.partner@stitchandthread.demo.test').id,
  };
  otherCompanyContact = byEmail('other.owner@demo.test').id;
});
afterAll(() => t.close());

const impersonate = (headers: Record<string, string>, customerId: number, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/impersonate`,
    headers,
    ...(payload ? { payload } : {}),
  });

const staffId = async (role: string) =>
  (await t.db.selectFrom('staff_users').select('id').where('email', '=', `${role}@demo.test`).executeTakeFirstOrThrow())
    .id;

describe('POST /api/admin/customers/{id}/impersonate', () => {
  it.each(['admin', 'service', 'tech', 'europe'])(
    "lets %s act as the company's first contact with a short-lived impersonation token naming them",
    async (role) => {
      const { headers } = await signInStaff(t.app, role);
      const res = await impersonate(headers, company.id);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['access_token']);
      const claims = decodeClaims(res.json().access_token);
      expect(claims.typ).toBe('impersonation');
      expect(claims.act).toEqual({
        id: await staffId(role),
        email: `${role}@demo.test`,
        ver: 0,
        sid: decodeClaims(headers.authorization.slice(7)).jti,
        // Tech reads customers' records only: its impersonation is read-only.
        ...(role === 'tech' ? { read_only: true } : {}),
      });
      expect(claims.sub).toBe(String(company.owner));
      expect(claims.user).toMatchObject({ id: company.owner, email: 'owner@demo.test', role: 'customer' });
      expect(claims.customer).toMatchObject({ id: company.id, company_name: 'Stitch & Thread Co.', subsidiary_id: 1 });
      expect(claims.exp - Number(claims.iat)).toBe(60 * 60);
    },
  );

  it('acts as the contact named by customer_user_id', async () => {
    const { headers } = await signInStaff(t.app, 'admin');
    const res = await impersonate(headers, company.id, { customer_user_id: company.partner });
    expect(res.statusCode).toBe(200);
    const claims = decodeClaims(res.json().access_token);
    expect(claims.user).toMatchObject({ id: company.partner, email: 'pat.partner@stitchandthread.demo.test' });
  });

  it.each(['accounting', 'finance', 'sales'])('answers 403 to %s', async (role) => {
    const { headers } = await signInStaff(t.app, role);
    const res = await impersonate(headers, company.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('answers 403 to a customer token, even for its own company', async () => {
    const { headers } = await signIn(t.app, 'owner@demo.test');
    const res = await impersonate(headers, company.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('answers 401 without a token', async () => {
    const res = await impersonate({}, company.id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 404 to a customer id that does not exist', async () => {
    const { headers } = await signInStaff(t.app, 'admin');
    const res = await impersonate(headers, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('answers 404 to a customer_user_id of another company', async () => {
    const { headers } = await signInStaff(t.app, 'admin');
    const res = await impersonate(headers, company.id, { customer_user_id: otherCompanyContact });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(NOT_FOUND);
  });

  it('answers 422 errors.customer_user_id for a company without contacts', async () => {
    const empty = await t.db
      .insertInto('customers')
      .values({
        company_name: 'Nobody Home Inc.',
        subsidiary_id: 1,
        sales_rep_id: null,
        referral_payout_tag_id: null,
        created_at: nowIso(),
        updated_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { headers } = await signInStaff(t.app, 'admin');
    const res = await impersonate(headers, empty.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { customer_user_id: ['This customer has no contact to act as.'] },
    });
  });

  it('answers 422 to a customer_user_id that is not a positive whole number', async () => {
    const { headers } = await signInStaff(t.app, 'admin');
    const res = await impersonate(headers, company.id, { customer_user_id: 'owner' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['customer_user_id']);
  });

  it('writes an audit_log row naming the staff member as the actor', async () => {
    const { headers } = await signInStaff(t.app, 'europe');
    const before = new Date(Date.now() - 1000).toISOString();
    expect((await impersonate(headers, company.id, { customer_user_id: company.partner })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'actor_id', 'action', 'subject_type', 'subject_id', 'details', 'created_at'])
      .where('action', '=', 'customer.impersonate')
      .where('subject_id', '=', company.partner)
      .where('actor_id', '=', await staffId('europe'))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'staff',
      actor_id: await staffId('europe'),
      action: 'customer.impersonate',
      subject_type: 'customer_user',
      subject_id: company.partner,
    });
    expect(JSON.parse(rows[0]!.details!)).toEqual({ customer_id: company.id });
    expect(new Date(rows[0]!.created_at).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
  });

  it('writes no audit row for a refused attempt', async () => {
    const count = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'customer.impersonate').execute()).length;
    const before = await count();
    await impersonate((await signInStaff(t.app, 'sales')).headers, company.id);
    await impersonate((await signInStaff(t.app, 'admin')).headers, 999_999);
    expect(await count()).toBe(before);
  });
});

describe('impersonation tokens', () => {
  let token: string;
  let headers: Record<string, string>;
  beforeAll(async () => {
    const admin = await signInStaff(t.app, 'admin');
    token = (await impersonate(admin.headers, company.id)).json().access_token;
    headers = { authorization: `Bearer ${token}` };
  });

  it('open GET /api/customer as the impersonated contact', async () => {
    const res = await t.app.inject({ url: '/api/customer', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: company.owner,
      email: 'owner@demo.test',
      customer: { id: company.id, company_name: 'Stitch & Thread Co.' },
    });
  });

  it('get back an impersonation token, still naming the staff member, from PUT /api/customer', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/customer', headers, payload: { lang_code: 'en' } });
    expect(res.statusCode).toBe(200);
    const claims = decodeClaims(res.json().token);
    expect(claims.typ).toBe('impersonation');
    expect(claims.act).toMatchObject({
      id: await staffId('admin'),
      email: 'admin@demo.test',
      ver: 0,
      sid: expect.any(String),
    });
    expect(claims.exp).toBeLessThanOrEqual(decodeClaims(token).exp + 1);
  });

  it('get 403 on staff routes: PUT /api/admin/update', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/update', headers, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  it('get 403 on the impersonate route itself', async () => {
    const res = await impersonate(headers, company.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });
});

describe('impersonation ends with the staff member', () => {
  it("stops working once the acting staff member's token version moves on (a password change)", async () => {
    const { headers: staffHeaders } = await signInStaff(t.app, 'service');
    const company = await t.db
      .selectFrom('customers')
      .select('id')
      .where('company_name', '=', 'Stitch & Thread Co.')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${company.id}/impersonate`,
      headers: staffHeaders,
    });
    const impersonation = { authorization: `Bearer ${res.json().access_token}` };
    expect((await t.app.inject({ url: '/api/customer', headers: impersonation })).statusCode).toBe(200);
    await t.db
      .updateTable('staff_users')
      .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
      .where('email', '=', 'service@demo.test')
      .execute();
    // Written as another app server would: this one hears of it through the database.
    await t.app.settleAccountChanges();
    expect((await t.app.inject({ url: '/api/customer', headers: impersonation })).statusCode).toBe(401);
  });
});
