import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/sessions.ts';

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;
let eu: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signIn(t.app, 'owner@demo.test')).headers;
  other = (await signIn(t.app, 'other.owner@demo.test')).headers;
  eu = (await signIn(t.app, 'eu.owner@demo.test')).headers;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

describe('GET /api/products', () => {
  it("lists the products the caller's company owns, with serial number, tier and order date", async () => {
    const res = await get('/api/products', owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta.pagination).toEqual({ total: 6, count: 6, per_page: 15, current_page: 1, total_pages: 1 });
    const persona = body.data.find((p: { name: string }) => p.name === 'persona pro 1501');
    expect(persona).toMatchObject({
      display_name: 'Persona PRO 1501 Embroidery Machine',
      thumbnail: '/catalog/embroidery-machine.svg',
      has_videos: true,
      serial_number: 'PRS1501-00482',
      tier: 'Gold',
      units: [{ serial_number: 'PRS1501-00482', tier: 'Gold', order_number: 'SO-100231' }],
    });
    expect(persona.order_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('recognises Chroma and Chroma legacy products by name', async () => {
    const { data } = (await get('/api/products', owner)).json();
    const flags = Object.fromEntries(
      data.map((p: { name: string; is_chroma: boolean; is_chroma_legacy: boolean }) => [
        p.name,
        [p.is_chroma, p.is_chroma_legacy],
      ]),
    );
    expect(flags['chroma inspire']).toEqual([true, false]);
    expect(flags['chroma legacy luxe']).toEqual([true, true]);
    expect(flags['persona pro 1501']).toEqual([false, false]);
  });

  it('counts only shipped items that carry a serial number (the packed pretreatment is not a product)', async () => {
    const { data } = (await get('/api/products', owner)).json();
    expect(data.map((p: { name: string }) => p.name)).not.toContain('DTG Pretreatment Solution');
  });

  it('pages: per_page=4 gives the dashboard its four products', async () => {
    const body = (await get('/api/products?per_page=4', owner)).json();
    expect(body.data).toHaveLength(4);
    expect(body.meta.pagination).toMatchObject({ total: 6, count: 4, per_page: 4, total_pages: 2 });
    const second = (await get('/api/products?per_page=4&page=2', owner)).json();
    expect(second.data).toHaveLength(2);
  });

  it('shows another company only its own products', async () => {
    const { data } = (await get('/api/products', other)).json();
    expect(data.map((p: { serial_number: string }) => p.serial_number)).toEqual(['PRS1501-01977']);
  });

  it('refuses a non-numeric page with 422', async () => {
    const res = await get('/api/products?page=abc', owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('page');
  });
});

describe('GET /api/products/{id}', () => {
  const productId = async (name: string) =>
    (await t.db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('returns an owned product with its accessories when included (training lists: features/training)', async () => {
    const res = await get(
      `/api/products/${await productId('ri 2000 dtg printer')}?include=accessories&lang_code=es`,
      owner,
    );
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.display_name).toBe('Ri 2000 DTG Printer');
    expect(data.accessories.map((a: { name: string }) => a.name)).toEqual([
      'Cleaning Kit',
      'DTG Pretreatment Solution',
    ]);
    expect(data.accessories[0]).toMatchObject({
      shop_link: 'https://shop.example.com/cleaning-kit',
      is_dashboard: false,
    });
  });

  it('leaves out lists that were not included', async () => {
    const { data } = (await get(`/api/products/${await productId('persona pro 1501')}`, owner)).json();
    expect(data).not.toHaveProperty('accessories');
  });

  it("answers 404 for another company's product and for an unknown id", async () => {
    expect((await get(`/api/products/${await productId('ri 2000 dtg printer')}`, other)).statusCode).toBe(404);
    expect((await get(`/api/products/${await productId('persona pro 1501')}`, eu)).statusCode).toBe(404);
    expect((await get('/api/products/999999', owner)).json()).toEqual({ message: 'Not found.' });
  });

  it('refuses an unknown include or language with 422', async () => {
    const id = await productId('persona pro 1501');
    expect((await get(`/api/products/${id}?include=secrets`, owner)).statusCode).toBe(422);
    expect((await get(`/api/products/${id}?lang_code=fr`, owner)).statusCode).toBe(422);
  });
});

describe('GET /api/accessories', () => {
  it('lists the shop accessories, and only the dashboard ones with is_dashboard=1', async () => {
    const all = (await get('/api/accessories', owner)).json();
    expect(all.meta.pagination.total).toBe(4);
    const featured = (await get('/api/accessories?is_dashboard=1', owner)).json();
    expect(featured.data.map((a: { name: string }) => a.name)).toEqual(['Cap Frame Kit', 'Magnetic Hoop Set']);
    expect(featured.data[0]).toEqual({
      id: expect.any(Number),
      name: 'Cap Frame Kit',
      description: 'Embroider structured and unstructured caps.',
      thumbnail_path: '/catalog/cap-frame.svg',
      shop_link: 'https://shop.example.com/cap-frame-kit',
      is_dashboard: true,
    });
  });
});
