import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { mailSubject } from '../../../test/mail.ts';
import { signIn } from '../../../test/sessions.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';

const REQUEST_SENT = { message: 'If that address belongs to an account, a link to reset the password is on its way.' };
const INVALID = 'The given data was invalid.';
const BAD_LINK = 'This password link is invalid or has expired.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The body of an .eml as a reader sees it (quoted-printable decoded). */
function decodeMail(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const LINK = /(http:\/\/portal\.test\/auth\/password\/reset\?token=([A-Za-z0-9_-]+))/;

/** Earlier requests' counters are cleared (limits per email and address), so each call here is taken. */
async function requestReset(email: string) {
  await t.db.deleteFrom('request_limits').execute();
  return t.app.inject({ method: 'POST', url: '/api/password/request', payload: { email } });
}

/** Requests a reset and runs the job it queued, as a worker would after the reply. */
async function requestResetAndRun(email: string) {
  await t.drainJobs();
  const res = await requestReset(email);
  await t.drainJobs();
  return res;
}

const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/password/reset', payload });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** Requests a reset for `email` and returns the token from the link in the mail it caused. */
async function mailedToken(email: string): Promise<string> {
  await t.drainJobs();
  const before = t.outbox().length;
  expect((await requestResetAndRun(email)).statusCode).toBe(200);
  const mails = t.outbox();
  expect(mails).toHaveLength(before + 1);
  const token = decodeMail(mails.at(-1)!).match(LINK)?.[2];
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/password/request', () => {
  it('answers 200 for a known customer and mails a link to /auth/password/reset?token=...', async () => {
    await t.drainJobs();
    const before = t.outbox().length;
    const res = await requestReset('owner@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(REQUEST_SENT);
    // The link is made and mailed by a job after the reply.
    expect(t.outbox()).toHaveLength(before);
    await t.drainJobs();
    const mails = t.outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = decodeMail(mails.at(-1)!);
    expect(mail).toMatch(/^To: owner@demo\.test$/m);
    expect(mail).toMatch(LINK);
  });

  it("mails the link in the account's language, as a plain-text and an HTML part", async () => {
    await t.db
      .updateTable('customer_users')
      .set({ lang_code: 'es' })
      .where('email', '=', 'other.owner@demo.test')
      .execute();
    const before = t.outbox().length;
    expect((await requestResetAndRun('other.owner@demo.test')).statusCode).toBe(200);
    const [eml] = t.outbox().slice(before);
    expect(mailSubject(eml!)).toBe('Restablezca su contraseña del Portal de Propietarios');
    const mail = decodeMail(eml!);
    expect(mail).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail).toMatch(/^Content-Type: text\/plain; charset=utf-8/m);
    expect(mail).toMatch(/^Content-Type: text\/html; charset=utf-8/m);
    expect(Buffer.from(mail, 'latin1').toString('utf8')).toContain('Use este enlace en los próximos');
    expect(mail.match(new RegExp(LINK.source, 'g'))).toHaveLength(2);
  });

  it('treats the email case-insensitively', async () => {
    await t.drainJobs();
    const before = t.outbox().length;
    expect((await requestResetAndRun('Owner@Demo.TEST')).statusCode).toBe(200);
    expect(t.outbox()).toHaveLength(before + 1);
  });

  it.each([
    ['an unknown email', 'nobody@demo.test'],
    ['a staff email', 'admin@demo.test'],
  ])('answers the same 200 for %s and mails nothing', async (_name, email) => {
    await t.drainJobs();
    const before = t.outbox().length;
    const res = await requestResetAndRun(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(REQUEST_SENT);
    expect(t.outbox()).toHaveLength(before);
  });

  it('answers 422 to a malformed email', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: INVALID, errors: { email: ['Invalid email address.'] } });
  });
});

describe('POST /api/password/reset', () => {
  // Each test resets its own account, so one test's new password never confuses another.
  const NEW_PASSWORD = 'a-fresh-start-2027';

  it('sets the new password: it signs in, the old one no longer does', async () => {
    const token = await mailedToken('other.owner@demo.test');
    const res = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. You can sign in now.' });
    expect((await login('other.owner@demo.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login('other.owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('bumps the token version, so a token from before the reset gets 401', async () => {
    const older = await signIn(t.app, 'eu.owner@demo.test');
    expect((await t.app.inject({ url: '/api/customer', headers: older.headers })).statusCode).toBe(200);
    const token = await mailedToken('eu.owner@demo.test');
    expect((await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
    const res = await t.app.inject({ url: '/api/customer', headers: older.headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 422 errors.token when the same link is used again', async () => {
    const token = await mailedToken('other.owner@demo.test');
    const body = { token, password: 'once-and-only-once', password_confirmation: 'once-and-only-once' };
    expect((await reset(body)).statusCode).toBe(200);
    const again = await reset({ ...body, password: 'twice-is-too-many', password_confirmation: 'twice-is-too-many' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ message: INVALID, errors: { token: [BAD_LINK] } });
    expect((await login('other.owner@demo.test', 'once-and-only-once')).statusCode).toBe(200);
  });

  it('answers 422 errors.token to a token nobody issued', async () => {
    const res = await reset({ token: 'made-up-token', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: INVALID, errors: { token: [BAD_LINK] } });
  });

  it('accepts exactly 8 characters as long enough', async () => {
    const token = await mailedToken('other.owner@demo.test');
    const res = await reset({ token, password: 'q7!vRz2k', password_confirmation: 'q7!vRz2k' });
    expect(res.statusCode).toBe(200);
    expect((await login('other.owner@demo.test', 'q7!vRz2k')).statusCode).toBe(200);
  });

  describe('refused input changes nothing', () => {
    let token: string;
    beforeEach(async () => {
      token = await mailedToken('owner@demo.test');
    });
    afterAll(async () => {
      // Every refusal left the demo password in place.
      expect((await login('owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    const expectUnchanged = async () => {
      expect((await login('owner@demo.test', DEMO_PASSWORD)).statusCode).toBe(200);
    };

    it('answers 422 to an expired link (older than 60 minutes)', async () => {
      await t.db
        .updateTable('password_tokens')
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .where('used_at', 'is', null)
        .execute();
      const res = await reset({ token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: INVALID, errors: { token: [BAD_LINK] } });
      await expectUnchanged();
    });

    it('answers 422 errors.password to a common password, and the link still works afterwards', async () => {
      const res = await reset({ token, password: 'password123', password_confirmation: 'password123' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: INVALID,
        errors: { password: ['This password is too common. Choose another one.'] },
      });
      await expectUnchanged();
      const retry = await reset({ token, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD });
      expect(retry.statusCode).toBe(200);
    });

    it('answers 422 errors.password to a 7-character password', async () => {
      const res = await reset({ token, password: 'abcdefg', password_confirmation: 'abcdefg' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: INVALID,
        errors: { password: ['Password must be between 8 and 128 characters.'] },
      });
      await expectUnchanged();
    });

    it('answers 422 errors.password_confirmation when the confirmation differs', async () => {
      const res = await reset({ token, password: NEW_PASSWORD, password_confirmation: `${NEW_PASSWORD}!` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: INVALID,
        errors: { password_confirmation: ['The password confirmation does not match.'] },
      });
      await expectUnchanged();
    });

    it('answers 422 with each missing field named', async () => {
      const res = await reset({});
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: INVALID,
        errors: {
          token: ['Token is required.'],
          password: ['Password is required.'],
          password_confirmation: ['Password confirmation is required.'],
        },
      });
      await expectUnchanged();
    });
  });
});

describe('POST /api/password/request limits (decision 020)', () => {
  const TOO_MANY = { message: 'Too many password reset requests. Try again later.' };
  const ask = (email: string, address = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/password/request', payload: { email }, remoteAddress: address });

  it('answers 429 with Retry-After past three requests for one email in fifteen minutes, known or not', async () => {
    for (const email of ['pat.partner@stitchandthread.demo.test', 'nobody.here@demo.test']) {
      await t.db.deleteFrom('request_limits').execute();
      // From different addresses, so only the email's limit counts.
      for (let i = 0; i < 3; i++) expect((await ask(email, `10.0.1.${i}`)).statusCode).toBe(200);
      const refused = await ask(email, '10.0.1.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(14 * 60);
      expect(wait).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('answers 429 past ten requests from one address, whatever the emails', async () => {
    await t.db.deleteFrom('request_limits').execute();
    for (let i = 0; i < 10; i++) expect((await ask(`someone${i}@demo.test`, '10.0.2.1')).statusCode).toBe(200);
    expect((await ask('someone.else@demo.test', '10.0.2.1')).statusCode).toBe(429);
    // Another address is not held back.
    expect((await ask('someone.else@demo.test', '10.0.2.2')).statusCode).toBe(200);
  });

  it('queues no job for a refused request, and counts a new window afresh', async () => {
    await t.db.deleteFrom('request_limits').execute();
    const email = 'window@demo.test';
    for (let i = 0; i < 3; i++) await ask(email, `10.0.3.${i}`);
    const queued = async () =>
      (await t.jobs.list('auth.password-reset')).filter((j) => (j.data as { email: string }).email === email).length;
    expect(await queued()).toBe(3);
    expect((await ask(email, '10.0.3.9')).statusCode).toBe(429);
    expect(await queued()).toBe(3);
    const windowAgo = new Date(Date.now() - 15 * 60_000 - 1000).toISOString();
    await t.db.updateTable('request_limits').set({ window_started_at: windowAgo }).execute();
    expect((await ask(email, '10.0.3.9')).statusCode).toBe(200);
  });

  it('lets exactly three of 40 parallel requests for one email through', async () => {
    await t.db.deleteFrom('request_limits').execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`http://127.0.0.1:${port}/api/password/request`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'parallel@demo.test' }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(37);
  });
});
