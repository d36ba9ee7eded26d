/**
 * Sign-in throttling under parallel load (docs/decisions/002-sign-in-throttling.md).
 * Real concurrent requests against a listening server. The app trusts one proxy hop, so each test
 * picks its client address with X-Forwarded-For and no test's counts leak into another's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THROTTLE_LIMITS } from '../../src/features/auth/auth.feature.ts';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { all, listen, statusCounts } from '../http.ts';
import { mailedLinkToken } from '../mail.ts';

let t: TestApp;
let http: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: 1 });
  http = await listen(t.app);
});
afterAll(() => t.close());

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;
const signIn = (email: string, password: string, address: string, path = '/api/login') =>
  http.send('POST', path, { body: { email, password }, headers: { 'x-forwarded-for': address } });

describe('sign-in throttle under parallel attempts', () => {
  it('lets at most 5 of 200 parallel wrong passwords on one account from one address be checked; the rest get 429', async () => {
    const address = freshAddress();
    const replies = await all(200, (i) => signIn('owner@demo.test', `wrong-${i}`, address));
    expect(statusCounts(replies)).toEqual({ 401: THROTTLE_LIMITS.pair, 429: 200 - THROTTLE_LIMITS.pair });
    expect(replies.filter((r) => r.status === 429).every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
  });

  it('signs no one in past the lock, even when parallel attempts carry the right password', async () => {
    const address = freshAddress();
    await all(THROTTLE_LIMITS.pair, (i) => signIn('other.owner@demo.test', `wrong-${i}`, address));
    const replies = await all(100, (i) =>
      signIn('other.owner@demo.test', i % 10 === 0 ? DEMO_PASSWORD : `wrong-${i}`, address),
    );
    expect(statusCounts(replies)).toEqual({ 429: 100 });
  });

  it('checks at most 50 of 100 parallel wrong passwords on one account from 100 addresses', async () => {
    const replies = await all(100, (i) => signIn('eu.owner@demo.test', `wrong-${i}`, `203.0.113.${i}`));
    expect(statusCounts(replies)).toEqual({ 401: THROTTLE_LIMITS.account, 429: 100 - THROTTLE_LIMITS.account });
  });

  it('checks at most 20 of 100 parallel wrong passwords from one address on 100 accounts', async () => {
    const address = freshAddress();
    const replies = await all(100, (i) => signIn(`guess.${i}@demo.test`, 'wrong-password', address));
    expect(statusCounts(replies)).toEqual({ 401: THROTTLE_LIMITS.address, 429: 100 - THROTTLE_LIMITS.address });
  });

  it('throttles staff sign-in the same way', async () => {
    const address = freshAddress();
    const replies = await all(50, (i) => signIn('service@demo.test', `wrong-${i}`, address, '/api/admin/login'));
    expect(statusCounts(replies)).toEqual({ 401: THROTTLE_LIMITS.pair, 429: 50 - THROTTLE_LIMITS.pair });
  });
});

describe('lockout is not a weapon', () => {
  it('a locked (account, address) pair leaves the account open from other addresses', async () => {
    const attacker = freshAddress();
    await all(20, (i) => signIn('admin@demo.test', `wrong-${i}`, attacker, '/api/admin/login'));
    expect((await signIn('admin@demo.test', DEMO_PASSWORD, attacker, '/api/admin/login')).status).toBe(429);
    expect((await signIn('admin@demo.test', DEMO_PASSWORD, freshAddress(), '/api/admin/login')).status).toBe(200);
  });

  it('60 parallel wrong passwords on one account leave another account free to sign in from the same address', async () => {
    const address = freshAddress();
    const replies = await all(60, (i) => signIn('sales@demo.test', `wrong-${i}`, address, '/api/admin/login'));
    expect(statusCounts(replies)).toEqual({ 401: THROTTLE_LIMITS.pair, 429: 60 - THROTTLE_LIMITS.pair });
    expect((await signIn('finance@demo.test', DEMO_PASSWORD, address, '/api/admin/login')).status).toBe(200);
  });

  it('a locked account can still reset its password, and then signs in', async () => {
    await all(THROTTLE_LIMITS.account + 10, (i) => signIn('reset.me@demo.test', `wrong-${i}`, `192.0.2.${i}`));
    // The locked account: a contact of the demo owner's company with a known email.
    const owner = await t.db
      .selectFrom('customer_users')
      .select(['customer_id'])
      .where('email', '=', 'owner@demo.test')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('customer_users')
      .values({
        customer_id: owner.customer_id,
        first_name: 'Rena',
        last_name: 'Reset',
        email: 'reset.me@demo.test',
        phone: '4075550111',
        internal_id: null,
        invite_sent_at: null,
        unlocked_trainings: 0,
        lang_code: 'en',
        password_hash: null,
        token_version: 0,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const address = freshAddress();
    expect((await signIn('reset.me@demo.test', 'anything-at-all', address)).status).toBe(429);

    const requested = await http.send('POST', '/api/password/request', {
      body: { email: 'reset.me@demo.test' },
      headers: { 'x-forwarded-for': address },
    });
    expect(requested.status).toBe(200);
    const token = mailedLinkToken(await waitForMail('reset.me@demo.test'))!;
    const reset = await http.send('POST', '/api/password/reset', {
      body: { token, password: 'a-brand-new-secret-42', password_confirmation: 'a-brand-new-secret-42' },
    });
    expect(reset.status).toBe(200);
    expect((await signIn('reset.me@demo.test', 'a-brand-new-secret-42', address)).status).toBe(200);
  });
});

/** The reset mail is made and sent by a job after the reply (docs/jobs.md): run the queued jobs first. */
async function waitForMail(to: string): Promise<string> {
  await t.drainJobs();
  const mail = t.outbox().find((m) => m.includes(`To: ${to}`));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}
