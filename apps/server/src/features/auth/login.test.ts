import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { decodeClaims, signIn, signInStaff } from '../../../test/sessions.ts';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../seed/demo-accounts.ts';

const WRONG = { message: 'Wrong email or password.' };
const UNAUTHENTICATED = { message: 'Unauthenticated.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test that fails sign-ins uses its own address, so the per-address limit of one test never leaks into another. */
let nextAddress = 1;
const freshAddress = () => `10.0.0.${nextAddress++}`;

const login = (payload: unknown, options: { staff?: boolean; address?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: options.staff ? '/api/admin/login' : '/api/login',
    payload: payload as object,
    remoteAddress: options.address ?? freshAddress(),
  });

const getCustomer = (token: string) =>
  t.app.inject({ url: '/api/customer', headers: { authorization: `Bearer ${token}` } });

describe('POST /api/login', () => {
  it("answers {access_token} whose claims carry the customer's user part and customer part", async () => {
    const res = await login({ email: 'owner@demo.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['access_token']);
    const claims = decodeClaims(res.json().access_token);
    expect(claims.typ).toBe('customer');
    expect(claims.user).toEqual({
      id: expect.any(Number),
      first_name: 'Olivia',
      last_name: 'Owner',
      email: 'owner@demo.test',
      lang_code: 'en',
      role: 'customer',
    });
    expect(claims.customer).toEqual({
      id: expect.any(Number),
      company_name: 'Stitch & Thread Co.',
      subsidiary_id: 1,
      sales_rep_name: 'Maria Lopez',
      sales_rep_email: 'maria.lopez@reps.demo.test',
      sales_rep_phone: '4075550101',
      unlocked_trainings: 0,
    });
    expect(claims).not.toHaveProperty('act');
  });

  it("carries subsidiary 3 in the EU customer's claims", async () => {
    const { token } = await signIn(t.app, 'eu.owner@demo.test');
    expect(decodeClaims(token).customer).toMatchObject({ company_name: 'Stickerei Müller GmbH', subsidiary_id: 3 });
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const res = await login({ email: '  OWNER@Demo.Test ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(decodeClaims(res.json().access_token).user).toMatchObject({ email: 'owner@demo.test' });
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrongPassword = await login({ email: 'owner@demo.test', password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@demo.test', password: DEMO_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(WRONG);
    expect(unknownEmail.json()).toEqual(WRONG);
  });

  it('refuses a contact that has no password yet (invited only)', async () => {
    const res = await login({ email: 'pat.partner@stitchandthread.demo.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(WRONG);
  });

  it('refuses a staff account with the same 401', async () => {
    const res = await login({ email: 'admin@demo.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(WRONG);
  });

  it("answers blank fields with 422 and each field's required message only", async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['Email is required.'], password: ['Password is required.'] },
    });
  });

  it('answers a missing body with the same required messages', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
  });

  it('answers a malformed email with 422 Invalid email address.', async () => {
    const res = await login({ email: 'owner-at-demo.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['Invalid email address.'] },
    });
  });

  it('gives a remembered sign-in a longer life than the default', async () => {
    const plain = decodeClaims(
      (await login({ email: 'owner@demo.test', password: DEMO_PASSWORD })).json().access_token,
    );
    const remembered = decodeClaims(
      (await login({ email: 'owner@demo.test', password: DEMO_PASSWORD, remember: true })).json().access_token,
    );
    const lifetime = (c: { exp: number; iat?: unknown }) => c.exp - Number(c.iat);
    expect(lifetime(plain)).toBe(12 * 60 * 60);
    expect(lifetime(remembered)).toBe(30 * 24 * 60 * 60);
    expect(remembered.exp).toBeGreaterThan(plain.exp);
  });
});

describe('POST /api/admin/login', () => {
  it.each(DEMO_STAFF.map((s) => [s.role, s] as const))(
    'answers %s with a staff token whose customer part is null',
    async (role, staff) => {
      const res = await login({ email: staff.email, password: DEMO_PASSWORD }, { staff: true });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['access_token']);
      const claims = decodeClaims(res.json().access_token);
      expect(claims.typ).toBe('staff');
      expect(claims.user).toEqual({
        id: expect.any(Number),
        first_name: staff.first_name,
        last_name: staff.last_name,
        email: staff.email,
        lang_code: 'en',
        role,
      });
      expect(claims.customer).toBeNull();
    },
  );

  it('treats the email case-insensitively', async () => {
    const res = await login({ email: 'Admin@DEMO.test', password: DEMO_PASSWORD }, { staff: true });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a customer account with the same 401', async () => {
    const res = await login({ email: 'owner@demo.test', password: DEMO_PASSWORD }, { staff: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(WRONG);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const wrongPassword = await login({ email: 'admin@demo.test', password: 'not-the-password' }, { staff: true });
    const unknownEmail = await login({ email: 'nobody@demo.test', password: DEMO_PASSWORD }, { staff: true });
    expect([wrongPassword.statusCode, unknownEmail.statusCode]).toEqual([401, 401]);
    expect(wrongPassword.json()).toEqual(WRONG);
    expect(unknownEmail.json()).toEqual(WRONG);
  });

  it('answers blank fields with 422 and the required messages', async () => {
    const res = await login({ email: ' ', password: '' }, { staff: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { email: ['Email is required.'], password: ['Password is required.'] },
    });
  });
});

describe('sign-in throttling', () => {
  const TOO_MANY = { message: 'Too many sign-in attempts. Try again later.' };

  it('locks an account at one address after 5 failures: 429 with Retry-After, even for the correct password', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await login({ email: 'other.owner@demo.test', password: `wrong-${i}` }, { address });
      expect(res.statusCode).toBe(401);
    }
    const locked = await login({ email: 'other.owner@demo.test', password: 'wrong-again' }, { address });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const correct = await login({ email: 'other.owner@demo.test', password: DEMO_PASSWORD }, { address });
    expect(correct.statusCode).toBe(429);
    expect(correct.headers['retry-after']).toBeDefined();
    // The lock is on this address's attempts at the account: its owner still signs in from elsewhere.
    const elsewhere = await login({ email: 'other.owner@demo.test', password: DEMO_PASSWORD });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('locks an account everywhere after 50 failures spread over addresses', async () => {
    for (let a = 0; a < 10; a++) {
      const address = freshAddress();
      for (let i = 0; i < 5; i++) {
        expect((await login({ email: 'spread@demo.test', password: 'wrong' }, { address })).statusCode).toBe(401);
      }
    }
    const res = await login({ email: 'spread@demo.test', password: 'wrong' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('keeps other accounts open while one email is locked', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await login({ email: 'locked.out@demo.test', password: 'wrong' }, { address });
    expect((await login({ email: 'locked.out@demo.test', password: 'wrong' }, { address })).statusCode).toBe(429);
    const other = await login({ email: 'eu.owner@demo.test', password: DEMO_PASSWORD }, { address });
    expect(other.statusCode).toBe(200);
  });

  it("forgives an address's failures on an account after a correct sign-in from it", async () => {
    const address = freshAddress();
    const fail = () => login({ email: 'owner@demo.test', password: 'wrong' }, { address });
    for (let i = 0; i < 4; i++) expect((await fail()).statusCode).toBe(401);
    expect((await login({ email: 'owner@demo.test', password: DEMO_PASSWORD }, { address })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await fail()).statusCode).toBe(401);
    expect((await login({ email: 'owner@demo.test', password: DEMO_PASSWORD }, { address })).statusCode).toBe(200);
  });

  it('locks an address after 20 failures, whatever email it tries next', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const res = await login({ email: `guess${i % 5}@demo.test`, password: 'wrong' }, { address });
      expect(res.statusCode).toBe(401);
    }
    const res = await login({ email: 'owner@demo.test', password: DEMO_PASSWORD }, { address });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await login({ email: 'owner@demo.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('throttles staff sign-in the same way', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++)
      await login({ email: 'finance@demo.test', password: 'wrong' }, { staff: true, address });
    const res = await login({ email: 'finance@demo.test', password: DEMO_PASSWORD }, { staff: true, address });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/logout', () => {
  it('answers 204 and that token then gets 401, while another token of the same user still works', async () => {
    const first = await signIn(t.app, 'owner@demo.test');
    const second = await signIn(t.app, 'owner@demo.test');
    expect((await getCustomer(first.token)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: first.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await getCustomer(first.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHENTICATED);
    expect((await getCustomer(second.token)).statusCode).toBe(200);
  });

  it('signs a staff token out too', async () => {
    const { headers } = await signInStaff(t.app, 'service');
    expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(204);
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/update', headers, payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('bearer tokens', () => {
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    claims = decodeClaims((await signIn(t.app, 'owner@demo.test')).token);
  });
  const now = () => Math.floor(Date.now() / 1000);
  const sign = (payload: Record<string, unknown>, key = t.config.jwtSecret, algorithm: 'HS256' | 'HS512' = 'HS256') =>
    createSigner({ key, algorithm })(payload);

  it('accepts a token signed with the server secret (the forging below is otherwise faithful)', async () => {
    const res = await getCustomer(sign({ ...claims, jti: 'control', iat: now(), exp: now() + 600 }));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['alg none', () => createSigner({ algorithm: 'none' })({ ...claims, jti: 'none', exp: now() + 600 })],
    [
      'another secret',
      () => sign({ ...claims, jti: 'other', exp: now() + 600 }, 'another-secret-that-is-long-enough-1234'),
    ],
    [
      'another algorithm (HS512)',
      () => sign({ ...claims, jti: 'hs512', exp: now() + 600 }, t.config.jwtSecret, 'HS512'),
    ],
    [
      'a tampered payload',
      () => {
        const [header, , signature] = sign({ ...claims, jti: 'tamper', exp: now() + 600 }).split('.');
        const otherUser = { ...claims, sub: String(Number(claims.sub) + 1), jti: 'tamper', exp: now() + 600 };
        return [header, Buffer.from(JSON.stringify(otherUser)).toString('base64url'), signature].join('.');
      },
    ],
    ['an expired exp', () => sign({ ...claims, jti: 'expired', iat: now() - 7200, exp: now() - 60 })],
    ['garbage', () => 'not.a.jwt'],
  ])('answers 401 to a token with %s', async (_name, forge) => {
    const res = await getCustomer(forge());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it('answers 401 to an authorization header that is not a bearer token', async () => {
    const { token } = await signIn(t.app, 'owner@demo.test');
    const res = await t.app.inject({ url: '/api/customer', headers: { authorization: `Token ${token}` } });
    expect(res.statusCode).toBe(401);
  });
});
