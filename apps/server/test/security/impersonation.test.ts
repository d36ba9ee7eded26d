/**
 * Impersonation ends with the staff session that started it: signing out revokes the staff token and
 * every impersonation token minted by it, including ones re-issued by PUT /api/customer.
 */
import { createSigner } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';
import { decodeClaims, signInStaff } from '../sessions.ts';

let t: TestApp;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  const owner = await t.db
    .selectFrom('customer_users')
    .select('customer_id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  companyId = owner.customer_id!;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function impersonate(staffHeaders: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/customers/${companyId}/impersonate`,
    headers: staffHeaders,
    payload: { reason: 'Security check' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ access_token: string }>().access_token;
}
const customerPage = async (token: string) =>
  (await t.app.inject({ url: '/api/customer', headers: bearer(token) })).statusCode;
const signOut = (token: string) => t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });

describe('POST /api/logout of a staff session', () => {
  it('ends the impersonations that session started, and leaves those of other sessions working', async () => {
    const session = await signInStaff(t.app, 'admin');
    const otherSession = await signInStaff(t.app, 'admin');
    const first = await impersonate(session.headers);
    const second = await impersonate(session.headers);
    const reissued = (
      await t.app.inject({ method: 'PUT', url: '/api/customer', headers: bearer(first), payload: { lang_code: 'es' } })
    ).json<{ token: string }>().token;
    const others = await impersonate(otherSession.headers);
    for (const token of [first, second, reissued, others]) expect(await customerPage(token)).toBe(200);

    expect((await signOut(session.token)).statusCode).toBe(204);

    for (const token of [first, second, reissued]) expect(await customerPage(token)).toBe(401);
    expect(await customerPage(others)).toBe(200);
  });

  it('names the staff session in the token, and never outlives it', async () => {
    // A staff session with two minutes left: the impersonation it starts ends with it, not an hour later.
    const session = decodeClaims((await signInStaff(t.app, 'service')).token);
    const now = Math.floor(Date.now() / 1000);
    const sign = createSigner({ key: t.config.jwtSecret, algorithm: 'HS256' });
    const shortSession = sign({ ...session, jti: 'short-staff-session', iat: now, exp: now + 120 });
    const claims = decodeClaims(await impersonate(bearer(shortSession)));
    expect(claims.act).toMatchObject({ sid: 'short-staff-session' });
    expect(claims.exp).toBeLessThanOrEqual(now + 120);
  });

  it('signing out the impersonation token itself leaves the staff session signed in', async () => {
    const session = await signInStaff(t.app, 'admin');
    const token = await impersonate(session.headers);
    expect((await signOut(token)).statusCode).toBe(204);
    expect(await customerPage(token)).toBe(401);
    const staffPage = await t.app.inject({ url: '/api/admin/customer_users', headers: session.headers });
    expect(staffPage.statusCode).toBe(200);
  });
});
