import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail, buildNotification } from '../../../test/factories.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let owner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  other = (await signIn(t.app, 'other.owner@demo.test')).headers;
});
afterAll(() => t.close());

const adminCall = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin,
) => t.app.inject({ method, url: `/api/admin/notifications${url}`, headers, ...(payload ? { payload } : {}) });
const bell = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json().data as {
    id: number;
    title: string;
  }[];
const markRead = (ids: unknown, headers = owner) =>
  t.app.inject({ method: 'PATCH', url: '/api/notifications/read', headers, payload: { ids } });

const body = {
  title: 'Service day',
  content: 'Bring <b>your</b> hoops.',
  link_url: 'https://example.com/day',
  link_text: 'Details',
  is_external: true,
};

describe('admin notifications', () => {
  it('creates an unpublished notification with 201, stores content as given text, and audits it', async () => {
    const res = await adminCall('POST', '', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      title: 'Service day',
      content: 'Bring <b>your</b> hoops.',
      link_url: 'https://example.com/day',
      link_text: 'Details',
      is_external: true,
      title_es: null,
      content_es: null,
      link_text_es: null,
      audience: 'all',
      published_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect((await auditTrail(t.db, 'notification', res.json().data.id)).map((e) => e.action)).toEqual([
      'notification.create',
    ]);
  });

  it('lists notifications paged, newest first, with the demo drafts and published ones', async () => {
    const res = await adminCall('GET', '?per_page=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.pagination).toMatchObject({ per_page: 2, count: 2, current_page: 1 });
    expect((await adminCall('GET', '?order_by=content')).statusCode).toBe(422);
  });

  it('edits a notification and answers 404 to an unknown one', async () => {
    const { id } = await buildNotification(t.db);
    const res = await adminCall('PUT', `/${id}`, { ...body, title: 'Edited', is_external: 0, link_url: '/orders' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Edited', is_external: false, link_url: '/orders' });
    expect((await adminCall('PUT', '/999999', body)).statusCode).toBe(404);
    expect((await adminCall('PATCH', '/999999/publish')).statusCode).toBe(404);
    expect((await adminCall('DELETE', '/999999')).statusCode).toBe(404);
  });

  it('answers 422 with the required texts, a bad link and a link without text', async () => {
    expect((await adminCall('POST', '', {})).json().errors).toEqual({
      title: ['Title is required.'],
      content: ['Content is required.'],
    });
    expect((await adminCall('POST', '', { ...body, link_url: 'javascript:alert(1)' })).json().errors).toEqual({
      link_url: ['An external link must be an https:// address.'],
    });
    expect((await adminCall('POST', '', { ...body, link_text: '' })).json().errors).toEqual({
      link_text: ['Link text is required.'],
    });
  });

  it('lets tech list notifications but not create, edit, publish or delete them', async () => {
    const tech = (await signInStaff(t.app, 'tech')).headers;
    const { id } = await buildNotification(t.db);
    expect((await adminCall('GET', '', undefined, tech)).statusCode).toBe(200);
    expect((await adminCall('POST', '', body, tech)).statusCode).toBe(403);
    expect((await adminCall('PUT', `/${id}`, body, tech)).statusCode).toBe(403);
    expect((await adminCall('PATCH', `/${id}/publish`, undefined, tech)).statusCode).toBe(403);
    expect((await adminCall('DELETE', `/${id}`, undefined, tech)).statusCode).toBe(403);
  });

  it.each(['europe', 'accounting'])('refuses %s the notifications list with 403', async (role) => {
    expect((await adminCall('GET', '', undefined, (await signInStaff(t.app, role)).headers)).statusCode).toBe(403);
  });
});

describe("notifications reach customers' bells only when published, and leave once read", () => {
  it('keeps a draft out of the bell until it is published', async () => {
    const { id } = (await adminCall('POST', '', { ...body, title: 'Draft then live' })).json().data;
    expect((await bell(owner)).map((n) => n.id)).not.toContain(id);
    const published = await adminCall('PATCH', `/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(Date.parse(published.json().data.published_at)).toBeGreaterThan(Date.now() - 60_000);
    const item = (await bell(owner)).find((n) => n.id === id);
    expect(item).toEqual({
      id,
      title: 'Draft then live',
      content: 'Bring <b>your</b> hoops.',
      link_url: 'https://example.com/day',
      link_text: 'Details',
      is_external: true,
      lang: 'en',
    });
    expect((await auditTrail(t.db, 'notification', id)).map((e) => e.action)).toEqual([
      'notification.create',
      'notification.publish',
    ]);
  });

  it('keeps the first publication time when published again', async () => {
    const { id } = await buildNotification(t.db, { published: true });
    const first = (
      await t.db.selectFrom('notifications').select('published_at').where('id', '=', id).executeTakeFirstOrThrow()
    ).published_at;
    const again = await adminCall('PATCH', `/${id}/publish`);
    expect(again.json().data.published_at).toBe(new Date(first!).toISOString());
  });

  it('shows the demo published notifications but not the demo draft', async () => {
    const titles = (await bell(owner)).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['New pre-training videos', 'Trade show discount']));
    expect(titles).not.toContain('Holiday support hours (draft)');
  });

  it("removes a notification from the reader's bell only, and ignores unpublished and unknown ids", async () => {
    const live = await buildNotification(t.db, { published: true });
    const draft = await buildNotification(t.db);
    const res = await markRead([live.id, draft.id, 999999, live.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { read_ids: [live.id] } });
    expect((await bell(owner)).map((n) => n.id)).not.toContain(live.id);
    expect((await bell(other)).map((n) => n.id)).toContain(live.id);
    expect((await markRead([live.id])).statusCode).toBe(200);
    await adminCall('PATCH', `/${draft.id}/publish`);
    expect((await bell(owner)).map((n) => n.id)).toContain(draft.id);
  });

  it('takes a deleted notification out of every bell', async () => {
    const { id } = await buildNotification(t.db, { published: true });
    await markRead([id], other);
    expect((await adminCall('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await bell(owner)).map((n) => n.id)).not.toContain(id);
    expect((await auditTrail(t.db, 'notification', id)).map((e) => e.action)).toEqual(['notification.delete']);
  });

  it('answers 422 to ids that are not a list of whole numbers', async () => {
    expect((await markRead('1')).statusCode).toBe(422);
    expect((await markRead([1.5])).statusCode).toBe(422);
  });

  it('refuses staff tokens on the bell with 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications', headers: admin })).statusCode).toBe(403);
  });
});
