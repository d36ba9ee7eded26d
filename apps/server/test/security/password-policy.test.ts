/**
 * Password policy (NIST SP 800-63B 3.1.1.2): length 8-128, not only spaces, not a common password,
 * and not containing the account's email local part, first or last name (any case). Every place a
 * password is set applies it: contact create and edit, the customer's and the staff member's own
 * change, and the reset link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD, PASSWORD_CONTEXT_WORD } from '@owner-portal/contract/validation';
import { issuePasswordToken, RESET_TOKEN_TTL_MINUTES } from '../../src/features/auth/auth.feature.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { buildContact, buildCustomer } from '../factories.ts';
import { signIn, signInStaff } from '../sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  companyId = (await buildCustomer(t.db)).id;
});
afterAll(() => t.close());

const SPACES = 'Password may not be only spaces.';
const refused = (text: string) => ({ message: 'The given data was invalid.', errors: { password: [text] } });
let seq = 0;
const contact = (password: string) => ({
  first_name: 'Valentina',
  last_name: 'Okonkwo',
  email: `val.t${++seq}x@policy.test`,
  phone: '4075550130',
  customer_id: companyId,
  password,
});
const createContact = (password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/customer_users', headers: admin, payload: contact(password) });

describe('POST /api/admin/customer_users with a password', () => {
  it.each([
    ['eight spaces', '        ', SPACES],
    ['spaces and tabs', ' \t \t \t \t ', SPACES],
    ['the first name', 'VALENTINA-rocks-99', PASSWORD_CONTEXT_WORD],
    ['the last name', 'my-okonkwo-house', PASSWORD_CONTEXT_WORD],
    ['a common password', 'password123', COMMON_PASSWORD],
  ])('refuses %s with a clear 422', async (_name, password, text) => {
    const res = await createContact(password);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(refused(text));
  });

  it("refuses the email's local part", async () => {
    const body = { ...contact(''), email: 'harbormaster@policy.test' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customer_users',
      headers: admin,
      payload: { ...body, password: 'old-Harbormaster-77' },
    });
    expect(res.json()).toEqual(refused(PASSWORD_CONTEXT_WORD));
  });

  it('accepts a password about nothing in the account', async () => {
    expect((await createContact('quiet-lantern-orchard')).statusCode).toBe(201);
  });
});

describe('PUT /api/admin/customer_users/{id} with a password', () => {
  it('refuses one containing the name sent with it', async () => {
    const { id, email } = await buildContact(t.db, { customer_id: companyId });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/customer_users/${id}`,
      headers: admin,
      payload: { ...contact('okonkwo-2026-keys'), email, internal_id: '42' },
    });
    expect(res.json()).toEqual(refused(PASSWORD_CONTEXT_WORD));
  });
});

describe("an account holder's own change", () => {
  it('PUT /api/customer/password refuses the first name (Olivia) and the email local part (owner)', async () => {
    const { headers } = await signIn(t.app, 'owner@demo.test');
    for (const password of ['olivia-loves-2026', 'the-OWNER-is-here']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/customer/password',
        headers,
        payload: { current_password: DEMO_PASSWORD, password, password_confirmation: password },
      });
      expect(res.json()).toEqual(refused(PASSWORD_CONTEXT_WORD));
    }
  });

  it('PUT /api/admin/update refuses the email local part (admin)', async () => {
    const { headers } = await signInStaff(t.app, 'admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/update',
      headers,
      payload: { current_password: DEMO_PASSWORD, password: 'admin-strong-9999' },
    });
    expect(res.json()).toEqual(refused(PASSWORD_CONTEXT_WORD));
  });
});

describe('POST /api/password/reset', () => {
  it('refuses a context word and leaves the link usable for a better password', async () => {
    const { id } = await t.db
      .selectFrom('customer_users')
      .select('id')
      .where('email', '=', 'other.owner@demo.test')
      .executeTakeFirstOrThrow();
    const token = await issuePasswordToken(t.db, { kind: 'customer_user', id }, 'reset', RESET_TOKEN_TTL_MINUTES);
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, password, password_confirmation: password },
      });
    expect((await reset('other.owner-again')).json()).toEqual(refused(PASSWORD_CONTEXT_WORD));
    expect((await reset('        ')).json()).toEqual(refused(SPACES));
    expect((await reset('quiet-lantern-orchard')).statusCode).toBe(200);
  });
});
