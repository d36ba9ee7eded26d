import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { decodeClaims, signIn, signInStaff } from '../../../test/sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/customer/password', headers, payload });
const login = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'other.owner@demo.test', password } });

describe('PUT /api/customer/password', () => {
  it('refuses a wrong current password with 422 and changes nothing', async () => {
    const { headers } = await signIn(t.app, 'other.owner@demo.test');
    const res = await change(headers, {
      current_password: 'not-it-at-all',
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['a common password', { password: 'password123', password_confirmation: 'password123' }, 'password'],
    ['a short password', { password: 'short', password_confirmation: 'short' }, 'password'],
    [
      'a different confirmation',
      { password: 'a-brand-new-secret', password_confirmation: 'something-else-entirely' },
      'password_confirmation',
    ],
  ])('refuses %s with 422', async (_label, body, field) => {
    const { headers } = await signIn(t.app, 'other.owner@demo.test');
    const res = await change(headers, { current_password: DEMO_PASSWORD, ...body });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(field);
  });

  it('refuses staff acting as the customer with 403', async () => {
    const admin = await signInStaff(t.app, 'admin');
    const company = await t.db
      .selectFrom('customer_users')
      .select('customer_id')
      .where('email', '=', 'other.owner@demo.test')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/customers/${company.customer_id}/impersonate`,
      headers: admin.headers,
      payload: { reason: 'Owner asked for help' },
    });
    const impersonation = { authorization: `Bearer ${res.json().access_token}` };
    expect(
      (
        await change(impersonation, {
          current_password: DEMO_PASSWORD,
          password: 'a-brand-new-secret',
          password_confirmation: 'a-brand-new-secret',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('sets the new password, signs out other sessions and keeps this one with a new token', async () => {
    const first = await signIn(t.app, 'other.owner@demo.test');
    const other = await signIn(t.app, 'other.owner@demo.test');
    const res = await change(first.headers, {
      current_password: DEMO_PASSWORD,
      password: 'a-brand-new-secret',
      password_confirmation: 'a-brand-new-secret',
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().token as string;
    expect(decodeClaims(token).typ).toBe('customer');
    expect(
      (await t.app.inject({ url: '/api/customer', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/api/customer', headers: other.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/customer', headers: first.headers })).statusCode).toBe(401);
    expect((await login('a-brand-new-secret')).statusCode).toBe(200);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
  });
});
