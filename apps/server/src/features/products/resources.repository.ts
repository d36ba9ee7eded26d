import type { DeleteResult } from 'kysely';
import type { ProductResource, ResourceBody } from '@owner-portal/contract/products/admin-catalog';
import type { TrainingResource } from '@owner-portal/contract/training/training';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import type { FileUrls } from '../../plugins/file-urls.ts';
import type { ResourceKind } from '../../db/schema.ts';

function selectResources(db: Db) {
  return db
    .selectFrom('product_resources as r')
    .leftJoin('uploaded_files as f', 'f.id', 'r.file_id')
    .select(['r.id', 'r.product_id', 'r.lang_code', 'r.kind', 'r.title', 'r.link_url', 'f.storage_key']);
}
type Row = Awaited<ReturnType<ReturnType<typeof selectResources>['execute']>>[number];

/** A resource's uploaded PDF is handed out by signed URL to whoever may read the resource (decision 112). */
const toResource = (r: Row, urls: FileUrls): ProductResource => ({
  id: r.id,
  lang_code: r.lang_code,
  kind: r.kind,
  title: r.title,
  url: r.storage_key ? urls.signed(r.storage_key) : (r.link_url ?? ''),
  is_file: r.storage_key !== null,
});

/** The resources of several products in one language, grouped by product. */
export async function resourcesOf(
  db: Db,
  urls: FileUrls,
  productIds: number[],
  lang: string,
): Promise<Map<number, ProductResource[]>> {
  const byProduct = new Map<number, ProductResource[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await selectResources(db)
    .where('r.product_id', 'in', productIds)
    .where('r.lang_code', '=', lang)
    .orderBy('r.kind')
    .orderBy('r.position')
    .orderBy('r.id')
    .execute();
  for (const r of rows) byProduct.set(r.product_id, [...(byProduct.get(r.product_id) ?? []), toResource(r, urls)]);
  return byProduct;
}

export async function findResource(
  db: Db,
  urls: FileUrls,
  productId: number,
  id: number,
): Promise<ProductResource | undefined> {
  const row = await selectResources(db).where('r.product_id', '=', productId).where('r.id', '=', id).executeTakeFirst();
  return row ? toResource(row, urls) : undefined;
}

/** Whether an uploaded file of this kind exists (a resource names a PDF, a video its clip and poster). */
export async function fileOfKind(db: Db, id: number, kind: 'image' | 'pdf' | 'video'): Promise<boolean> {
  return Boolean(
    await db.selectFrom('uploaded_files').select('id').where('id', '=', id).where('kind', '=', kind).executeTakeFirst(),
  );
}

export async function insertResource(db: Db, productId: number, body: ResourceBody): Promise<number> {
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    const last = await trx
      .selectFrom('product_resources')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('product_id', '=', productId)
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('product_resources')
      .values({
        product_id: productId,
        lang_code: body.lang_code,
        kind: body.kind,
        title: body.title,
        file_id: body.file_id ?? null,
        link_url: body.file_id ? null : (body.link_url ?? null),
        position: Number(last?.p ?? 0) + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

export function deleteResource(db: Db, productId: number, id: number): Promise<DeleteResult> {
  return db.deleteFrom('product_resources').where('product_id', '=', productId).where('id', '=', id).executeTakeFirst();
}

/** An owned product's resources of one kind in one language, as the owner's screens list them. */
export async function productResources(
  db: Db,
  urls: FileUrls,
  productId: number,
  kind: ResourceKind,
  lang: string,
): Promise<TrainingResource[]> {
  const rows = await db
    .selectFrom('product_resources as r')
    .leftJoin('uploaded_files as f', 'f.id', 'r.file_id')
    .select(['r.id', 'r.title', 'f.storage_key', 'r.link_url'])
    .where('r.product_id', '=', productId)
    .where('r.kind', '=', kind)
    .where('r.lang_code', '=', lang)
    .orderBy('r.position')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    url: r.storage_key ? urls.signed(r.storage_key) : (r.link_url ?? ''),
  }));
}
