import { sql, type DeleteResult, type SqlBool } from 'kysely';
import type { AdminProduct, ProductBody, adminProductListQuery } from '@owner-portal/contract/products/admin-catalog';
import type { Accessory } from '@owner-portal/contract/products/catalog';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso, toIso } from '../../db/database.ts';
import type { FileUrls } from '../../plugins/file-urls.ts';
import { listPage, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';
import { resourcesOf } from './resources.repository.ts';

type ListQuery = z.infer<typeof adminProductListQuery>;

/** Search by any of the three names; by display name unless asked. */
const PRODUCT_LIST: ListSpec = {
  alias: 'p',
  search: (text) =>
    sql<SqlBool>`(${likeContains(sql.ref('p.display_name'), text)} or ${likeContains(sql.ref('p.name'), text)} or ${likeContains(sql.ref('p.netsuite_name'), text)})`,
  defaultSort: ['p.display_name', 'asc'],
};

function selectProducts(db: Db) {
  return (
    db
      .selectFrom('products as p')
      .leftJoin('product_groups as g', 'g.id', 'p.group_id')
      .leftJoin('machine_types as m', 'm.id', 'p.machine_type_id')
      .select([
        'p.id',
        'p.name',
        'p.display_name',
        'p.netsuite_name',
        'p.thumbnail',
        'p.is_translation',
        'p.has_videos',
        'p.group_id',
        'g.name as group_name',
        'p.machine_type_id',
        'm.name as machine_type_name',
        'p.created_at',
      ])
      // Companies with a fulfilment item of the product own it; such a product may not be deleted.
      .select((eb) =>
        eb
          .selectFrom('fulfillment_items as fi')
          .innerJoin('fulfillments as f', 'f.id', 'fi.fulfillment_id')
          .innerJoin('orders as o', 'o.id', 'f.order_id')
          .select((e) => e.fn.count<number>('o.customer_id').distinct().as('n'))
          .whereRef('fi.product_id', '=', 'p.id')
          .as('owners_count'),
      )
  );
}
type Row = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

async function accessoriesOf(db: Db, productIds: number[]): Promise<Map<number, Accessory[]>> {
  const byProduct = new Map<number, Accessory[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('accessories as a')
    .innerJoin('product_accessories as pa', 'pa.accessory_id', 'a.id')
    .select(['pa.product_id', 'a.id', 'a.name', 'a.description', 'a.thumbnail_path', 'a.shop_link', 'a.is_dashboard'])
    .where('pa.product_id', 'in', productIds)
    .orderBy('a.name')
    .execute();
  for (const { product_id, ...a } of rows) {
    byProduct.set(product_id, [...(byProduct.get(product_id) ?? []), { ...a, is_dashboard: a.is_dashboard === 1 }]);
  }
  return byProduct;
}

/** Rows with their accessories and the asked language's resources: three queries for a whole page. */
async function complete(db: Db, urls: FileUrls, rows: Row[], lang: string): Promise<AdminProduct[]> {
  const ids = rows.map((r) => r.id);
  const [accessories, resources] = await Promise.all([accessoriesOf(db, ids), resourcesOf(db, urls, ids, lang)]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    display_name: r.display_name,
    netsuite_name: r.netsuite_name,
    thumbnail: r.thumbnail,
    is_translation: r.is_translation === 1,
    has_videos: r.has_videos === 1,
    group: r.group_id === null ? null : { id: r.group_id, name: r.group_name ?? '' },
    machine_type: r.machine_type_id === null ? null : { id: r.machine_type_id, name: r.machine_type_name ?? '' },
    accessories: accessories.get(r.id) ?? [],
    resources: resources.get(r.id) ?? [],
    owners_count: Number(r.owners_count ?? 0),
    created_at: toIso(r.created_at),
  }));
}

export async function listAdminProducts(db: Db, urls: FileUrls, q: ListQuery) {
  const { rows, total } = await listPage(selectProducts(db), db.selectFrom('products as p'), q, PRODUCT_LIST);
  return { rows: await complete(db, urls, rows, q.lang_code), total };
}

export async function findAdminProduct(
  db: Db,
  urls: FileUrls,
  id: number,
  lang = 'en',
): Promise<AdminProduct | undefined> {
  const row = await selectProducts(db).where('p.id', '=', id).executeTakeFirst();
  return row ? (await complete(db, urls, [row], lang))[0] : undefined;
}

/** Which of the named group, machine type and accessories do not exist (field → true). */
export async function missingReferences(db: Db, body: ProductBody): Promise<string[]> {
  const missing: string[] = [];
  if (
    body.group_id &&
    !(await db.selectFrom('product_groups').select('id').where('id', '=', body.group_id).executeTakeFirst())
  ) {
    missing.push('group_id');
  }
  if (
    body.machine_type_id &&
    !(await db.selectFrom('machine_types').select('id').where('id', '=', body.machine_type_id).executeTakeFirst())
  ) {
    missing.push('machine_type_id');
  }
  const wanted = [...new Set(body.accessory_ids)];
  if (wanted.length > 0) {
    const found = await db.selectFrom('accessories').select('id').where('id', 'in', wanted).execute();
    if (found.length !== wanted.length) missing.push('accessory_ids');
  }
  return missing;
}

const columns = (body: ProductBody) => ({
  name: body.name,
  display_name: body.display_name,
  netsuite_name: body.netsuite_name ?? null,
  thumbnail: body.thumbnail ?? null,
  is_translation: body.is_translation ? 1 : 0,
  group_id: body.group_id ?? null,
  machine_type_id: body.machine_type_id ?? null,
});

async function hasVideos(db: Db, groupId: number | null | undefined): Promise<number> {
  if (!groupId) return 0;
  return (await db.selectFrom('videos').select('id').where('group_id', '=', groupId).executeTakeFirst()) ? 1 : 0;
}

/** Product and its accessory links in one transaction. */
export async function saveProduct(db: Db, id: number | null, body: ProductBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const values = { ...columns(body), has_videos: await hasVideos(trx, body.group_id), updated_at: now };
    let productId = id;
    if (productId === null) {
      productId = (
        await trx
          .insertInto('products')
          .values({ ...values, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await trx.updateTable('products').set(values).where('id', '=', productId).execute();
      await trx.deleteFrom('product_accessories').where('product_id', '=', productId).execute();
    }
    const accessoryIds = [...new Set(body.accessory_ids)];
    if (accessoryIds.length > 0) {
      await trx
        .insertInto('product_accessories')
        .values(accessoryIds.map((accessory_id) => ({ product_id: productId, accessory_id })))
        .execute();
    }
    return productId;
  });
}

/** Deletes the product unless a company owns it; returns how many do (0 when deleted). */
export async function deleteProductIfUnowned(db: Db, id: number): Promise<{ owners: number; deleted?: DeleteResult }> {
  return inTransaction(db, async (trx) => {
    const { n } = await trx
      .selectFrom('fulfillment_items as fi')
      .innerJoin('fulfillments as f', 'f.id', 'fi.fulfillment_id')
      .innerJoin('orders as o', 'o.id', 'f.order_id')
      .select((eb) => eb.fn.count<number>('o.customer_id').distinct().as('n'))
      .where('fi.product_id', '=', id)
      .executeTakeFirstOrThrow();
    if (Number(n) > 0) return { owners: Number(n) };
    await trx.deleteFrom('product_resources').where('product_id', '=', id).execute();
    await trx.deleteFrom('product_accessories').where('product_id', '=', id).execute();
    return { owners: 0, deleted: await trx.deleteFrom('products').where('id', '=', id).executeTakeFirst() };
  });
}
