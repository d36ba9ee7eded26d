import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccessoryList, adminProductList } from '@owner-portal/contract/products/admin-catalog';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { auditTrail } from '../../../test/factories.ts';
import { signInStaff } from '../../../test/sessions.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInStaff(t.app, 'admin')).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const idOf = async (table: 'products' | 'accessories' | 'product_groups' | 'machine_types', name: string) =>
  (await t.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe('GET /api/admin/products', () => {
  it('pages 15 by default with group, machine type, accessories and the asked language resources', async () => {
    const res = await call('GET', '/api/admin/products?lang_code=es&search=ri%202000');
    expect(res.statusCode).toBe(200);
    const body = adminProductList.parse(res.json());
    expect(body.meta.pagination).toMatchObject({ per_page: 15, current_page: 1, total: 1 });
    const ri = body.data[0]!;
    expect(ri.group?.name).toBe('Ri 1000/2000 DTG Printers');
    expect(ri.machine_type?.name).toBe('DTG');
    expect(ri.accessories.map((a) => a.name)).toContain('Cleaning Kit');
    expect(new Set(ri.resources.map((r) => r.lang_code))).toEqual(new Set(['es']));
    expect(ri.resources.find((r) => r.is_file)?.url).toMatch(
      /^\/api\/files\/demo\/ri-warranty-checklist-es\.pdf\?exp=\d+&sig=[\w-]+$/,
    );
    expect(ri.owners_count).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/products and POST /api/admin/products/{id}/save', () => {
  it('adds a product with its accessories, edits it, and audits both', async () => {
    const groupId = await idOf('product_groups', 'Embroidery Machines');
    const hoop = await idOf('accessories', 'Magnetic Hoop Set');
    const cap = await idOf('accessories', 'Cap Frame Kit');
    const created = await call('POST', '/api/admin/products', {
      display_name: 'Persona PRO 1201',
      name: 'persona pro 1201',
      netsuite_name: 'EMB-PERSONA-1201',
      thumbnail: '/catalog/embroidery-machine.svg',
      group_id: groupId,
      accessory_ids: [hoop, cap],
    });
    expect(created.statusCode).toBe(201);
    const product = created.json().data;
    // has_videos follows from the series' videos.
    expect(product).toMatchObject({ has_videos: true, owners_count: 0, group: { id: groupId } });
    expect(product.accessories).toHaveLength(2);
    const saved = await call('POST', `/api/admin/products/${product.id}/save`, {
      display_name: 'Persona PRO 1201 (2026)',
      name: 'persona pro 1201',
      group_id: await idOf('product_groups', 'Hooping Systems'),
      accessory_ids: [cap],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      display_name: 'Persona PRO 1201 (2026)',
      has_videos: false,
      accessories: [{ id: cap }],
    });
    expect((await auditTrail(t.db, 'product', product.id)).map((a) => a.action)).toEqual([
      'product.create',
      'product.update',
    ]);
  });

  it('names each missing field and unknown reference in a 422', async () => {
    const res = await call('POST', '/api/admin/products', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      display_name: ['Display name is required.'],
      name: ['Name is required.'],
    });
    const unknown = await call('POST', '/api/admin/products', {
      display_name: 'X',
      name: 'x',
      group_id: 99999,
      accessory_ids: [99999],
    });
    expect(unknown.json().errors).toEqual({
      group_id: ['The selected item does not exist.'],
      accessory_ids: ['The selected item does not exist.'],
    });
    const outside = await call('POST', '/api/admin/products', {
      display_name: 'X',
      name: 'x',
      thumbnail: 'https://evil.example/x.svg',
    });
    expect(outside.json().errors).toEqual({ thumbnail: ['The thumbnail must be an uploaded image.'] });
  });
});

describe('DELETE /api/admin/products/{id}', () => {
  it('refuses a product that owners own, with a clear 422', async () => {
    const res = await call('DELETE', `/api/admin/products/${await idOf('products', 'persona pro 1501')}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^This product is owned by \d+ customers? and cannot be deleted\.$/);
  });

  it('deletes an unowned product with its resources', async () => {
    const { data } = (await call('POST', '/api/admin/products', { display_name: 'Temp', name: 'temp' })).json();
    await call('POST', `/api/admin/products/${data.id}/resources`, {
      title: 'Doc',
      lang_code: 'en',
      link_url: 'https://example.com/doc',
    });
    expect((await call('DELETE', `/api/admin/products/${data.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/admin/products/${data.id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('product_resources').select('id').where('product_id', '=', data.id).execute()).toEqual(
      [],
    );
  });
});

describe('POST /api/admin/products/{id}/resources', () => {
  it('takes an uploaded PDF or an https link per language, and not both', async () => {
    const id = await idOf('products', 'vision dtg printer');
    const pdf = await t.db
      .selectFrom('uploaded_files')
      .select('id')
      .where('content_type', '=', 'application/pdf')
      .executeTakeFirstOrThrow();
    const file = await call('POST', `/api/admin/products/${id}/resources`, {
      title: 'Guía',
      lang_code: 'es',
      kind: 'post_training_resource',
      file_id: pdf.id,
    });
    expect(file.statusCode).toBe(201);
    expect(file.json().data).toMatchObject({ lang_code: 'es', kind: 'post_training_resource', is_file: true });
    const both = await call('POST', `/api/admin/products/${id}/resources`, {
      title: 'X',
      lang_code: 'en',
      file_id: pdf.id,
      link_url: 'https://x.example',
    });
    expect(both.json().errors).toEqual({ file_id: ['Give either an uploaded PDF or a link, not both.'] });
    const http = await call('POST', `/api/admin/products/${id}/resources`, {
      title: 'X',
      lang_code: 'en',
      link_url: 'http://x.example',
    });
    expect(http.json().errors).toEqual({ link_url: ['Link url must be an https:// address.'] });
    const image = await t.db
      .selectFrom('uploaded_files')
      .select('id')
      .where('kind', '=', 'image')
      .executeTakeFirstOrThrow();
    const notPdf = await call('POST', `/api/admin/products/${id}/resources`, {
      title: 'X',
      lang_code: 'en',
      file_id: image.id,
    });
    expect(notPdf.json().errors).toEqual({ file_id: ['The file must be an uploaded PDF.'] });
    const removed = await call('DELETE', `/api/admin/products/${id}/resources/${file.json().data.id}`);
    expect(removed.statusCode).toBe(204);
  });
});

describe('admin/accessories', () => {
  it('lists 15 a page, adds with an https shop link only, edits and deletes (links to products go too)', async () => {
    const list = adminAccessoryList.parse((await call('GET', '/api/admin/accessories?lang_code=en')).json());
    expect(list.meta.pagination.per_page).toBe(15);
    expect(list.data.find((a) => a.name === 'Cleaning Kit')?.products_count).toBe(2);
    const http = await call('POST', '/api/admin/accessories', {
      name: 'Hoop',
      shop_link: 'http://shop.example.com/hoop',
    });
    expect(http.json().errors).toEqual({ shop_link: ['Shop link must be an https:// address.'] });
    const created = await call('POST', '/api/admin/accessories', {
      name: 'Hoop',
      shop_link: 'https://shop.example.com/hoop',
      is_dashboard: 1,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const edited = await call('POST', `/api/admin/accessories/${id}`, {
      name: 'Hoop XL',
      shop_link: 'https://shop.example.com/hoop-xl',
    });
    expect(edited.json().data).toMatchObject({ name: 'Hoop XL', is_dashboard: false });
    expect((await call('DELETE', `/api/admin/accessories/${id}`)).statusCode).toBe(204);
    expect((await auditTrail(t.db, 'accessory', id)).map((a) => a.action)).toEqual([
      'accessory.create',
      'accessory.update',
      'accessory.delete',
    ]);
  });
});
