/**
 * Notification links: an internal link is a path on this site, an external one is https. Anything
 * else is refused with 422 on create and on edit, so no customer's click leaves for a phishing site.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_EXTERNAL_LINK, INVALID_INTERNAL_LINK } from '@owner-portal/contract/notifications/notifications';
import { controlCharactersMessage } from '@owner-portal/contract/validation';
import { createTestApp, type TestApp } from '../app.ts';
import { buildNotification } from '../factories.ts';
import { signInStaff } from '../sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let existingId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  existingId = (await buildNotification(t.db)).id;
});
afterAll(() => t.close());

const notification = (link_url: string, is_external: boolean) => ({
  title: 'Link check',
  content: 'Where does this go?',
  link_url,
  link_text: 'Open',
  is_external,
});
const create = (link: string, external: boolean) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/notifications',
    headers: admin,
    payload: notification(link, external),
  });
const edit = (link: string, external: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/notifications/${existingId}`,
    headers: admin,
    payload: notification(link, external),
  });

const OFF_SITE_INTERNAL = [
  '//evil.example/phish',
  '/\\evil.example/phish',
  '\\\\evil.example',
  '/training//evil',
  'https://evil.example/phish',
  'evil.example/phish',
  'javascript:alert(1)',
  '/ training',
];
const NOT_HTTPS = [
  'http://example.com/page',
  'javascript:alert(1)',
  '//evil.example/phish',
  'https://',
  'https://user@evil.example',
  'https://evil.example\\@portal.test',
  'data:text/html,<script>alert(1)</script>',
  '/training',
];

describe('internal notification links', () => {
  it.each(OFF_SITE_INTERNAL)('refuses %j with 422 on create and edit', async (link) => {
    for (const res of [await create(link, false), await edit(link, false)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ link_url: [INVALID_INTERNAL_LINK] });
    }
  });

  // Refused at the edge, before the link's own rules, as a control character in any field is.
  it('refuses a link with a NUL byte with 422 on create and edit, naming the control character', async () => {
    for (const res of [await create('/training\u0000', false), await edit('/training\u0000', false)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ link_url: [controlCharactersMessage('link_url')] });
    }
  });

  it.each(['/training', '/products/12?tab=videos#top', '/'])('accepts the same-site path %j', async (link) => {
    expect((await create(link, false)).statusCode).toBe(201);
  });
});

describe('external notification links', () => {
  it.each(NOT_HTTPS)('refuses %j with 422 on create and edit', async (link) => {
    for (const res of [await create(link, true), await edit(link, true)]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ link_url: [INVALID_EXTERNAL_LINK] });
    }
  });

  it.each(['https://example.com/trade-show', 'https://shop.example.com:8443/a?b=c#d'])(
    'accepts the https address %j',
    async (link) => {
      expect((await create(link, true)).statusCode).toBe(201);
    },
  );
});
