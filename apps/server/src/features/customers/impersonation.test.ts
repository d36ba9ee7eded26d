import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { decodeClaims, signIn, signInStaff } from '../../../test/sessions.ts';
import { nowIso } from '../../db/database.ts';
import { productIdByName } from '../../../test/training-fixtures.ts';

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

const REASON = 'Owner asked for help booking a class';
/** Starts an impersonation with a reason unless `payload` says otherwise (`reason: undefined` sends none). */
const impersonate = (headers: Record<string, string>, customerId: number, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${customerId}/impersonate`,
    headers,
    payload: { reason: REASON, ...payload },
  });

/** The impersonation record an impersonation token names. */
const impOf = (token: string) => (decodeClaims(token).act as { imp: number }).imp;

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
        // The impersonation's own record, which the writes made with the token name.
        imp: expect.any(Number),
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

  it.each([
    [{ reason: undefined }, 'Reason is required.'],
    [{ reason: '   ' }, 'Reason is required.'],
    [{ reason: 'ok' }, 'Reason must be at least 3 characters.'],
    [{ reason: 'x'.repeat(501) }, 'Reason may not be greater than 500 characters.'],
    [{ reason: 42 }, 'Reason is required.'],
  ])('answers 422 errors.reason for %j, and starts nothing', async (payload, message) => {
    const { headers } = await signInStaff(t.app, 'admin');
    const before = await t.db.selectFrom('impersonations').select('id').execute();
    const res = await impersonate(headers, company.id, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: 'The given data was invalid.', errors: { reason: [message] } });
    expect(await t.db.selectFrom('impersonations').select('id').execute()).toHaveLength(before.length);
  });

  it('records the impersonation with its reason, trimmed, and who started it as whom', async () => {
    const { headers } = await signInStaff(t.app, 'service');
    const res = await impersonate(headers, company.id, { reason: '  Checking the order page  ' });
    const imp = impOf(res.json().access_token);
    const row = await t.db.selectFrom('impersonations').selectAll().where('id', '=', imp).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      staff_user_id: await staffId('service'),
      customer_user_id: company.owner,
      customer_id: company.id,
      reason: 'Checking the order page',
      ended_at: null,
    });
    expect(new Date(row.expires_at).getTime() - new Date(row.started_at).getTime()).toBe(60 * 60 * 1000);
  });

  it('writes an audit_log row naming the staff member as the actor', async () => {
    const { headers } = await signInStaff(t.app, 'europe');
    const before = new Date(Date.now() - 1000).toISOString();
    expect((await impersonate(headers, company.id, { customer_user_id: company.partner })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['actor_kind', 'actor_id', 'action', 'subject_type', 'subject_id', 'details', 'created_at'])
      .where('action', '=', 'impersonation.start')
      .where('subject_id', '=', company.partner)
      .where('actor_id', '=', await staffId('europe'))
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_kind: 'staff',
      actor_id: await staffId('europe'),
      action: 'impersonation.start',
      subject_type: 'customer_user',
      subject_id: company.partner,
    });
    expect(JSON.parse(rows[0]!.details!)).toEqual({ customer_id: company.id, reason: REASON });
    expect(new Date(rows[0]!.created_at).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
  });

  it('writes no audit row for a refused attempt', async () => {
    const count = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'impersonation.start').execute()).length;
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
      payload: { reason: REASON },
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

describe('POST /api/impersonation/end', () => {
  const end = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/impersonation/end', headers });
  const auditOf = (imp: number) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_kind', 'actor_id', 'subject_type', 'subject_id', 'impersonation_id'])
      .where('impersonation_id', '=', imp)
      .orderBy('id')
      .execute();

  it('ends it: the token stops working, and the log has its start, what was done in it, and its end', async () => {
    const { headers: staffHeaders } = await signInStaff(t.app, 'admin');
    const token = (await impersonate(staffHeaders, company.id)).json().access_token;
    const imp = impOf(token);
    const headers = { authorization: `Bearer ${token}` };
    // A write made as the owner is the staff member's, in this impersonation.
    const ri = await productIdByName(t.db, 'ri 2000 dtg printer');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/post-training/${ri}/warranty`,
      headers,
      payload: { confirmed: true },
    });
    expect(confirmed.statusCode).toBe(200);
    const res = await end(headers);
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/customer', headers })).statusCode).toBe(401);
    const admin = await staffId('admin');
    const log = await auditOf(imp);
    expect(log.map((r) => r.action)).toEqual(['impersonation.start', 'warranty.confirm', 'impersonation.end']);
    for (const row of log) expect(row).toMatchObject({ actor_kind: 'staff', actor_id: admin, impersonation_id: imp });
    const row = await t.db
      .selectFrom('impersonations')
      .select('ended_at')
      .where('id', '=', imp)
      .executeTakeFirstOrThrow();
    expect(row.ended_at).not.toBeNull();
  });

  it('lets a read-only impersonation end too', async () => {
    const { headers: staffHeaders } = await signInStaff(t.app, 'tech');
    const token = (await impersonate(staffHeaders, company.id)).json().access_token;
    expect((await end({ authorization: `Bearer ${token}` })).statusCode).toBe(204);
    expect((await auditOf(impOf(token))).map((r) => r.action)).toEqual(['impersonation.start', 'impersonation.end']);
  });

  it('answers 403 to an owner and to staff, who have no impersonation to end, and records nothing', async () => {
    const count = async () =>
      (await t.db.selectFrom('audit_log').select('id').where('action', '=', 'impersonation.end').execute()).length;
    const before = await count();
    expect((await end((await signIn(t.app, 'owner@demo.test')).headers)).statusCode).toBe(403);
    expect((await end((await signInStaff(t.app, 'admin')).headers)).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
