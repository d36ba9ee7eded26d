/**
 * The current-password check of a password change is a password guess by another door: a stolen
 * session must not brute-force it faster than sign-in allows (docs/decisions/002-sign-in-throttling.md).
 * Real concurrent requests against a listening server; each test picks its client address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@owner-portal/contract/errors';
import { THROTTLE_LIMITS } from '../../src/features/auth/auth.feature.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { all, listen, statusCounts } from '../http.ts';
import { signIn } from '../sessions.ts';

let t: TestApp;
let http: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
  http = await listen(t.app);
});
afterAll(() => t.close());

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;
const NEW_PASSWORD = 'a-brand-new-secret-42';

const changeCustomer = (token: string, current: string, address: string) =>
  http.send('PUT', '/api/customer/password', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    body: { current_password: current, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
  });
const changeStaff = (token: string, current: string, address: string) =>
  http.send('PUT', '/api/admin/update', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    body: { current_password: current, password: NEW_PASSWORD },
  });

/** Fifteen minutes pass for the account's throttle counts. */
async function windowEnds(account: string) {
  const ended = new Date(Date.now() - 16 * 60 * 1000).toISOString();
  await t.db.updateTable('login_throttle').set({ window_started_at: ended }).where('account', '=', account).execute();
}

describe('the current-password check is throttled like sign-in', () => {
  it.each([
    ['PUT /api/customer/password', 'other.owner@demo.test', 'customer', changeCustomer],
    ['PUT /api/admin/update', 'tech@demo.test', 'staff', changeStaff],
  ] as const)(
    '%s: of 100 parallel wrong current passwords at most 5 are checked, the rest get 429 with Retry-After; after the window the right one changes it',
    async (_route, email, kind, change) => {
      const { token } = await signIn(t.app, email, kind);
      const address = freshAddress();
      const replies = await all(100, (i) => change(token, `wrong-${i}`, address));
      expect(statusCounts(replies)).toEqual({ 422: THROTTLE_LIMITS.pair, 429: 100 - THROTTLE_LIMITS.pair });
      const refused = replies.filter((r) => r.status === 429);
      expect(refused.every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
      expect(refused[0]!.body).toEqual({ message: TOO_MANY_ATTEMPTS_MESSAGE });
      expect((await change(token, DEMO_PASSWORD, address)).status).toBe(429);

      await windowEnds(`${kind}:${email}`);
      const changed = await change(token, DEMO_PASSWORD, address);
      expect(changed.status).toBe(200);
      expect((changed.body as { token: string }).token).toEqual(expect.any(String));
    },
  );
});

describe('a password change signs out the other sessions', () => {
  it.each([
    ['PUT /api/customer/password', 'eu.owner@demo.test', 'customer', changeCustomer, '/api/customer'],
    ['PUT /api/admin/update', 'service@demo.test', 'staff', changeStaff, '/api/admin/update'],
  ] as const)(
    "%s: another session's token gets 401, the changing session's new token keeps working",
    async (_route, email, kind, change, probe) => {
      const mine = await signIn(t.app, email, kind);
      const other = await signIn(t.app, email, kind);
      const changed = await change(mine.token, DEMO_PASSWORD, freshAddress());
      expect(changed.status).toBe(200);
      const fresh = { authorization: `Bearer ${(changed.body as { token: string }).token}` };
      const method = probe === '/api/admin/update' ? 'PUT' : 'GET';
      const body = method === 'PUT' ? {} : undefined;
      expect((await http.send(method, probe, { headers: other.headers, body })).status).toBe(401);
      expect((await http.send(method, probe, { headers: fresh, body })).status).toBe(200);
    },
  );
});
