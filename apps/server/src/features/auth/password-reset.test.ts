import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
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

/** Earlier requests are moved out of the flood window (3 mails per 15 minutes), so each call here is sent. */
async function requestReset(email: string) {
  const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
  await t.db.updateTable('password_tokens').set({ created_at: hourAgo }).execute();
  return t.app.inject({ method: 'POST', url: '/api/password/request', payload: { email } });
}

const reset = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/password/reset', payload });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** Requests a reset for `email` and returns the token from the link in the mail it caused. */
async function mailedToken(email: string): Promise<string> {
  const before = t.outbox().length;
  expect((await requestReset(email)).statusCode).toBe(200);
  const mails = t.outbox();
  expect(mails).toHaveLength(before + 1);
  const token = decodeMail(mails.at(-1)!).match(LINK)?.[2];
  expect(token).toBeDefined();
  return token!;
}

describe('POST /api/password/request', () => {
  it('answers 200 for a known customer and mails a link to /auth/password/reset?token=...', async () => {
    const before = t.outbox().length;
    const res = await requestReset('owner@demo.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(REQUEST_SENT);
    const mails = t.outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = decodeMail(mails.at(-1)!);
    expect(mail).toMatch(/^To: owner@demo\.test$/m);
    expect(mail).toMatch(LINK);
  });

  it('treats the email case-insensitively', async () => {
    const before = t.outbox().length;
    expect((await requestReset('Owner@Demo.TEST')).statusCode).toBe(200);
    expect(t.outbox()).toHaveLength(before + 1);
  });

  it.each([
    ['an unknown email', 'nobody@demo.test'],
    ['a staff email', 'admin@demo.test'],
  ])('answers the same 200 for %s and mails nothing', async (_name, email) => {
    const before = t.outbox().length;
    const res = await requestReset(email);
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

describe('POST /api/password/request flood protection', () => {
  it('mails one address at most three reset links in fifteen minutes, and still answers 200', async () => {
    const before = t.outbox().length;
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/password/request',
        payload: { email: 'pat.partner@stitchandthread.demo.test' },
      });
      expect(res.statusCode).toBe(200);
    }
    const mails = t
      .outbox()
      .slice(before)
      .filter((m) => m.includes('pat.partner@stitchandthread.demo.test'));
    expect(mails).toHaveLength(3);
  });
});
