import { isChromaLegacyProduct, isChromaProduct, type ProductSummary } from '@owner-portal/contract/catalog';
import type { Db } from '../../db/database.ts';
import { pageOffset } from '../../shared/paging.ts';

/** The shipped, serial-numbered fulfilment items of one company: what it owns. */
function ownedItems(db: Db, customerId: number) {
  return db
    .selectFrom('fulfillment_items as fi')
    .innerJoin('fulfillments as f', 'f.id', 'fi.fulfillment_id')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .where('o.customer_id', '=', customerId)
    .where('f.is_shipped', '=', 1)
    .where('fi.serial_number', 'is not', null)
    .where('fi.product_id', 'is not', null);
}

const PRODUCT_COLUMNS = [
  'p.id',
  'p.name',
  'p.display_name',
  'p.netsuite_name',
  'p.thumbnail',
  'p.has_videos',
  'p.is_translation',
  'p.group_id',
  'g.name as group_name',
] as const;

async function withUnits(
  db: Db,
  customerId: number,
  products: {
    id: number;
    name: string;
    display_name: string;
    netsuite_name: string | null;
    thumbnail: string | null;
    has_videos: number;
    is_translation: number;
    group_id: number | null;
    group_name: string | null;
  }[],
): Promise<ProductSummary[]> {
  if (products.length === 0) return [];
  // All of the company's units (a handful), rather than a product_id filter that tempts the
  // planner into the product index, which every company's items share.
  const wanted = new Set(products.map((p) => p.id));
  const units = (
    await ownedItems(db, customerId)
      .select(['fi.product_id', 'fi.serial_number', 'fi.tier', 'o.date', 'o.order_number'])
      .orderBy('o.date', 'desc')
      .orderBy('fi.id', 'desc')
      .execute()
  ).filter((u) => wanted.has(u.product_id!));
  return products.map((p) => {
    const own = units
      .filter((u) => u.product_id === p.id)
      .map((u) => ({
        serial_number: u.serial_number!,
        tier: u.tier,
        order_date: u.date,
        order_number: u.order_number,
      }));
    const newest = own[0]!;
    return {
      id: p.id,
      name: p.name,
      display_name: p.display_name,
      netsuite_name: p.netsuite_name,
      thumbnail: p.thumbnail,
      has_videos: p.has_videos === 1,
      is_translation: p.is_translation === 1,
      is_chroma: isChromaProduct(p.name),
      is_chroma_legacy: isChromaLegacyProduct(p.name),
      group: p.group_id === null ? null : { id: p.group_id, name: p.group_name ?? '' },
      serial_number: newest.serial_number,
      tier: newest.tier,
      order_date: newest.order_date,
      units: own,
    };
  });
}

export async function listOwnedProducts(db: Db, customerId: number, page: number, perPage: number) {
  const ownedIds = ownedItems(db, customerId).select('fi.product_id');
  const [rows, count] = await Promise.all([
    db
      .selectFrom('products as p')
      .leftJoin('product_groups as g', 'g.id', 'p.group_id')
      .select(PRODUCT_COLUMNS)
      .where('p.id', 'in', ownedIds)
      .orderBy('p.display_name')
      .orderBy('p.id')
      .limit(perPage)
      .offset(pageOffset(page, perPage))
      .execute(),
    db
      .selectFrom('products as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.id', 'in', ownedIds)
      .executeTakeFirstOrThrow(),
  ]);
  return { data: await withUnits(db, customerId, rows), total: Number(count.n) };
}

/** A product the company owns, or undefined (another company's product is as unknown as a missing one). */
export async function findOwnedProduct(db: Db, customerId: number, productId: number) {
  const row = await db
    .selectFrom('products as p')
    .leftJoin('product_groups as g', 'g.id', 'p.group_id')
    .select(PRODUCT_COLUMNS)
    .where('p.id', '=', productId)
    .where('p.id', 'in', ownedItems(db, customerId).select('fi.product_id'))
    .executeTakeFirst();
  return row ? (await withUnits(db, customerId, [row]))[0] : undefined;
}
