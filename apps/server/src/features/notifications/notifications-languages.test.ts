import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn, signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
let owner: Record<string, string>;
let euOwner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  euOwner = (await signIn(t.app, 'eu.owner@demo.test')).headers;
});
afterAll(() => t.close());

type BellItem = { id: number; title: string; content: string; link_text: string | null; lang: string };
const bell = async (headers: Record<string, string>, query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers })).json().data as BellItem[];

/** Creates and publishes a notification; returns its id. */
async function publish(payload: object): Promise<number> {
  const created = await t.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: admin, payload });
  expect(created.statusCode).toBe(201);
  const { id } = created.json().data;
  await t.app.inject({ method: 'PATCH', url: `/api/admin/notifications/${id}/publish`, headers: admin });
  return id;
}

const english = { title: 'Open house', content: 'Visit our showroom.', link_url: '/orders', link_text: 'See more' };
const spanish = {
  title_es: 'Puertas abiertas',
  content_es: 'Visite nuestra sala de exposición.',
  link_text_es: 'Ver más',
};

describe('GET /api/notifications in the reader’s language', () => {
  it('gives a Spanish reader the Spanish texts and says so', async () => {
    const id = await publish({ ...english, ...spanish });
    expect((await bell(owner, '?lang_code=es')).find((n) => n.id === id)).toMatchObject({
      title: 'Puertas abiertas',
      content: 'Visite nuestra sala de exposición.',
      link_text: 'Ver más',
      lang: 'es',
    });
    expect((await bell(owner, '?lang_code=en')).find((n) => n.id === id)).toMatchObject({
      title: 'Open house',
      lang: 'en',
    });
  });

  it('falls back to English, marked en, when staff wrote no Spanish', async () => {
    const id = await publish({ ...english, title: 'English only' });
    expect((await bell(owner, '?lang_code=es')).find((n) => n.id === id)).toMatchObject({
      title: 'English only',
      lang: 'en',
    });
  });

  it('uses the caller’s stored language without lang_code', async () => {
    const id = await publish({ ...english, ...spanish, title: 'Stored language' });
    expect((await bell(owner)).find((n) => n.id === id)?.lang).toBe('en');
  });

  it('answers 422 to an unknown lang_code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications?lang_code=fr', headers: owner });
    expect(res.statusCode).toBe(422);
  });
});

describe('notification audience (US or EU customers)', () => {
  it('never shows an EU owner a US-only notice such as the pre-training one, and shows EU notices only there', async () => {
    const usOnly = await publish({ ...english, title: 'US only', audience: 'us' });
    const euOnly = await publish({ ...english, title: 'EU only', audience: 'eu' });
    const everyone = await publish({ ...english, title: 'Everyone', audience: 'all' });
    const euIds = (await bell(euOwner)).map((n) => n.id);
    const usIds = (await bell(owner)).map((n) => n.id);
    expect(euIds).toEqual(expect.arrayContaining([euOnly, everyone]));
    expect(euIds).not.toContain(usOnly);
    expect(usIds).toEqual(expect.arrayContaining([usOnly, everyone]));
    expect(usIds).not.toContain(euOnly);
    // The demo's pre-training notice is for US customers.
    expect((await bell(euOwner)).map((n) => n.title)).not.toContain('New pre-training videos');
    expect((await bell(owner)).map((n) => n.title)).toContain('New pre-training videos');
  });

  it('stores audience and Spanish texts, editable, and refuses an unknown audience or half a Spanish version', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin,
      payload: { ...english, ...spanish, audience: 'eu' },
    });
    expect(created.json().data).toMatchObject({ ...spanish, audience: 'eu' });
    const id = created.json().data.id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/notifications/${id}`,
      headers: admin,
      payload: { ...english, title_es: '', content_es: '', link_text_es: '', audience: 'all' },
    });
    expect(edited.json().data).toMatchObject({ title_es: null, content_es: null, link_text_es: null, audience: 'all' });

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin,
      payload: { ...english, audience: 'mars' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ audience: ['The audience must be one of: all, us, eu.'] });
    const half = await t.app.inject({
      method: 'POST',
      url: '/api/admin/notifications',
      headers: admin,
      payload: { ...english, title_es: 'Solo título' },
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual({ content_es: ['Content es is required.'] });
  });
});

describe('GET /api/events in the reader’s language', () => {
  it('describes the codes in Spanish for a Spanish reader, and in English with the English marker otherwise', async () => {
    const get = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/events${query}`, headers: owner })).json().data as {
        discount_code: string;
        description: string;
        lang: string;
      }[];
    const es = await get('?lang_code=es');
    expect(es.find((e) => e.discount_code === 'ISSLB-7F3K')).toMatchObject({
      description: 'ISS Long Beach — una entrada gratuita para la feria',
      lang: 'es',
    });
    const en = await get('');
    expect(en.find((e) => e.discount_code === 'ISSLB-7F3K')).toMatchObject({
      description: 'ISS Long Beach — one free trade show ticket',
      lang: 'en',
    });
  });
});
