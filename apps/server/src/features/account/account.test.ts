import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { decodeClaims, signIn, signInStaff } from '../../../test/sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

const INVALID = 'The given data was invalid.';
const FORBIDDEN = { message: 'This action is unauthorized.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const getCustomer = (token: string) => t.app.inject({ url: '/api/customer', headers: bearer(token) });
const putCustomer = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/customer', headers: bearer(token), payload: payload as object });
const adminUpdate = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/update', headers: bearer(token), payload: payload as object });
const staffLogin = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

describe('GET /api/customer', () => {
  it("answers the caller's own contact record and company, and nothing secret", async () => {
    const { token } = await signIn(t.app, 'owner@demo.test');
    const res = await getCustomer(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: (decodeClaims(token).user as { id: number }).id,
        first_name: 'Olivia',
        last_name: 'Owner',
        email: 'owner@demo.test',
        phone: '4075550111',
        lang_code: 'en',
        unlocked_trainings: 0,
        customer: { id: expect.any(Number), company_name: 'Stitch & Thread Co.', subsidiary_id: 1 },
      },
    });
    expect(res.body).not.toMatch(/password|token_version/);
  });

  it("answers another customer with that customer's record, not the first one's", async () => {
    const owner = await getCustomer((await signIn(t.app, 'owner@demo.test')).token);
    const other = await getCustomer((await signIn(t.app, 'other.owner@demo.test')).token);
    const eu = await getCustomer((await signIn(t.app, 'eu.owner@demo.test')).token);
    expect(other.json().data).toMatchObject({
      email: 'other.owner@demo.test',
      customer: { company_name: 'Print Works LLC' },
    });
    expect(eu.json().data).toMatchObject({ email: 'eu.owner@demo.test', customer: { subsidiary_id: 3 } });
    expect(new Set([owner.json().data.id, other.json().data.id, eu.json().data.id]).size).toBe(3);
  });

  it('answers 403 to a staff token and 401 to no token', async () => {
    const staff = await signInStaff(t.app, 'admin');
    const res = await getCustomer(staff.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
    const anonymous = await t.app.inject({ url: '/api/customer' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('PUT /api/customer', () => {
  it('sets lang_code and answers {token} carrying it; the record shows it too', async () => {
    const { token } = await signIn(t.app, 'other.owner@demo.test');
    const res = await putCustomer(token, { lang_code: 'es' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['token']);
    const next = res.json().token as string;
    const claims = decodeClaims(next);
    expect(claims.typ).toBe('customer');
    expect(claims.user).toMatchObject({ email: 'other.owner@demo.test', lang_code: 'es' });
    expect(claims.customer).toMatchObject({ company_name: 'Print Works LLC' });
    expect((await getCustomer(next)).json().data.lang_code).toBe('es');
    // The token it replaces keeps working: changing the language is not a sign-out.
    expect((await getCustomer(token)).json().data.lang_code).toBe('es');
    // And the next sign-in carries it.
    const again = await signIn(t.app, 'other.owner@demo.test');
    expect(decodeClaims(again.token).user).toMatchObject({ lang_code: 'es' });
  });

  it('keeps the lifetime of the token it replaces', async () => {
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'owner@demo.test', password: DEMO_PASSWORD, remember: true },
    });
    const token = remembered.json().access_token as string;
    const next = decodeClaims((await putCustomer(token, { lang_code: 'en' })).json().token);
    expect(Math.abs(next.exp - decodeClaims(token).exp)).toBeLessThanOrEqual(2);
  });

  it('answers 422 to a language that does not exist', async () => {
    const { token } = await signIn(t.app, 'owner@demo.test');
    const res = await putCustomer(token, { lang_code: 'fr' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: INVALID, errors: { lang_code: ['The selected lang code is invalid.'] } });
    expect((await getCustomer(token)).json().data.lang_code).toBe('en');
  });

  it('sets unlocked_trainings to 1 in the record and the claims', async () => {
    const { token } = await signIn(t.app, 'eu.owner@demo.test');
    const res = await putCustomer(token, { unlocked_trainings: 1 });
    expect(res.statusCode).toBe(200);
    expect(decodeClaims(res.json().token).customer).toMatchObject({ unlocked_trainings: 1 });
    expect((await getCustomer(token)).json().data.unlocked_trainings).toBe(1);
  });

  it('answers 422 to unlocked_trainings other than 1', async () => {
    const { token } = await signIn(t.app, 'owner@demo.test');
    const res = await putCustomer(token, { unlocked_trainings: 2 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: INVALID,
      errors: { unlocked_trainings: ['The unlocked trainings may only be set to 1.'] },
    });
  });

  it('answers 422 to a field it does not accept, such as email', async () => {
    const { token } = await signIn(t.app, 'owner@demo.test');
    const res = await putCustomer(token, { email: 'someone.else@demo.test' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(INVALID);
    expect((await getCustomer(token)).json().data.email).toBe('owner@demo.test');
  });

  it('answers 403 to a staff token', async () => {
    const { token } = await signInStaff(t.app, 'admin');
    const res = await putCustomer(token, { lang_code: 'es' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });
});

describe('PUT /api/admin/update', () => {
  it('changes names and language and answers a token carrying them', async () => {
    const { token } = await signInStaff(t.app, 'service');
    const res = await adminUpdate(token, { first_name: 'Samuel', last_name: 'Servicio', lang_code: 'es' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['token']);
    const claims = decodeClaims(res.json().token);
    expect(claims.typ).toBe('staff');
    expect(claims.user).toMatchObject({
      first_name: 'Samuel',
      last_name: 'Servicio',
      email: 'service@demo.test',
      lang_code: 'es',
      role: 'service',
    });
    expect(claims.customer).toBeNull();
    const again = await signInStaff(t.app, 'service');
    expect(decodeClaims(again.token).user).toMatchObject({ first_name: 'Samuel', lang_code: 'es' });
  });

  it('answers 422 to a blank name and a language that does not exist', async () => {
    const { token } = await signInStaff(t.app, 'accounting');
    const res = await adminUpdate(token, { first_name: ' ', lang_code: 'fr' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: INVALID,
      errors: { first_name: ['First name is required.'], lang_code: ['The selected lang code is invalid.'] },
    });
  });

  it('answers 403 to a customer token', async () => {
    const { token } = await signIn(t.app, 'owner@demo.test');
    const res = await adminUpdate(token, { first_name: 'Mallory' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(FORBIDDEN);
  });

  describe('password change', () => {
    const NEW_PASSWORD = 'desk-rotation-nine-9';

    it('answers 422 errors.current_password when the current password is missing', async () => {
      const { token } = await signInStaff(t.app, 'tech');
      const res = await adminUpdate(token, { password: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: INVALID, errors: { current_password: ['Current password is required.'] } });
      expect((await staffLogin('tech@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 422 errors.current_password when the current password is wrong, and changes nothing', async () => {
      const { token } = await signInStaff(t.app, 'tech');
      const res = await adminUpdate(token, {
        current_password: 'not-it-at-all',
        password: NEW_PASSWORD,
        first_name: 'X',
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: INVALID,
        errors: { current_password: ['The current password is incorrect.'] },
      });
      expect((await staffLogin('tech@demo.test', NEW_PASSWORD)).statusCode).toBe(401);
      const still = await staffLogin('tech@demo.test', DEMO_PASSWORD);
      expect(still.statusCode).toBe(200);
      expect(decodeClaims(still.json().access_token).user).toMatchObject({ first_name: 'Tess' });
      expect((await adminUpdate(token, {})).statusCode).toBe(200);
    });

    it('answers 422 errors.password to a common or short new password', async () => {
      const { token } = await signInStaff(t.app, 'tech');
      const common = await adminUpdate(token, { current_password: DEMO_PASSWORD, password: 'password123' });
      expect(common.statusCode).toBe(422);
      expect(common.json()).toEqual({
        message: INVALID,
        errors: { password: ['This password is too common. Choose another one.'] },
      });
      const short = await adminUpdate(token, { current_password: DEMO_PASSWORD, password: 'abcdefg' });
      expect(short.statusCode).toBe(422);
      expect(short.json()).toEqual({
        message: INVALID,
        errors: { password: ['Password must be between 8 and 128 characters.'] },
      });
      expect((await adminUpdate(token, {})).statusCode).toBe(200);
    });

    it('with the correct current password: the new token works, older tokens get 401, the new password signs in', async () => {
      const session = await signInStaff(t.app, 'tech');
      const otherSession = await signInStaff(t.app, 'tech');
      const res = await adminUpdate(session.token, { current_password: DEMO_PASSWORD, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      const next = res.json().token as string;

      expect((await adminUpdate(next, {})).statusCode).toBe(200);
      for (const old of [session.token, otherSession.token]) {
        const refused = await adminUpdate(old, {});
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ message: 'Unauthenticated.' });
      }
      expect((await staffLogin('tech@demo.test', NEW_PASSWORD)).statusCode).toBe(200);
      expect((await staffLogin('tech@demo.test', DEMO_PASSWORD)).statusCode).toBe(401);
    });

    it('writes the change to the audit log', async () => {
      const rows = await t.db
        .selectFrom('audit_log')
        .select(['actor_kind', 'action', 'subject_type'])
        .where('action', '=', 'password.change')
        .execute();
      expect(rows).toEqual([{ actor_kind: 'staff', action: 'password.change', subject_type: 'staff_user' }]);
    });
  });
});
