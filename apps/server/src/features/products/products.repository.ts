import { isChromaLegacyProduct, isChromaProduct, type ProductSummary } from '@owner-portal/contract/products/catalog';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { perDatabase, prepareList } from '../../db/prepared.ts';
import { pageOffset } from '../../shared/paging.ts';

/**
 * The shipped fulfilment items of one company: what it owns. Serial-numbered units only (My Products,
 * content), unless `awaitingSerial`: live training also counts a shipped machine whose serial is not
 * recorded yet, so its owner can book before the office catches up (decision 080).
 */
export function ownedItems(db: Db, customerId: number, { awaitingSerial = false } = {}) {
  const shipped = db
    .selectFrom('fulfillment_items as fi')
    .innerJoin('fulfillments as f', 'f.id', 'fi.fulfillment_id')
    .innerJoin('orders as o', 'o.id', 'f.order_id')
    .where('o.customer_id', '=', customerId)
    .where('f.is_shipped', '=', sql.lit(1))
    .where('fi.product_id', 'is not', null);
  return awaitingSerial ? shipped : shipped.where('fi.serial_number', 'is not', null);
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

type UnitRow = {
  id: number;
  name: string;
  display_name: string;
  netsuite_name: string | null;
  thumbnail: string | null;
  has_videos: number;
  is_translation: number;
  group_id: number | null;
  group_name: string | null;
  serial_number: string | null;
  tier: string | null;
  date: string;
  order_number: string;
};

/**
 * Every unit the company owns with its product, in one query, newest first. A company owns a
 * handful of products, so paging happens on the grouped result rather than with a second count.
 */
function unitsQuery(db: Db, customerId: number) {
  return ownedItems(db, customerId)
    .innerJoin('products as p', 'p.id', 'fi.product_id')
    .leftJoin('product_groups as g', 'g.id', 'p.group_id')
    .select([...PRODUCT_COLUMNS, 'fi.serial_number', 'fi.tier', 'o.date', 'o.order_number'])
    .orderBy('o.date', 'desc')
    .orderBy('fi.id', 'desc');
}

/** The dashboard asks for these on every load: compiled once per database. */
const unitQueries = perDatabase((db) => ({
  all: prepareList(db, (customerId: number) => unitsQuery(db, customerId), [-101]),
  ofProduct: prepareList(
    db,
    (customerId: number, productId: number) => unitsQuery(db, customerId).where('p.id', '=', productId),
    [-101, -102],
  ),
}));

async function ownedUnits(db: Db, customerId: number, productId?: number): Promise<ProductSummary[]> {
  const queries = unitQueries(db);
  const rows: UnitRow[] =
    productId === undefined ? await queries.all(customerId) : await queries.ofProduct(customerId, productId);
  const byProduct = new Map<number, ProductSummary>();
  for (const r of rows) {
    const unit = { serial_number: r.serial_number!, tier: r.tier, order_date: r.date, order_number: r.order_number };
    const known = byProduct.get(r.id);
    if (known) {
      known.units.push(unit);
      continue;
    }
    byProduct.set(r.id, {
      id: r.id,
      name: r.name,
      display_name: r.display_name,
      netsuite_name: r.netsuite_name,
      thumbnail: r.thumbnail,
      has_videos: r.has_videos === 1,
      is_translation: r.is_translation === 1,
      is_chroma: isChromaProduct(r.name),
      is_chroma_legacy: isChromaLegacyProduct(r.name),
      group: r.group_id === null ? null : { id: r.group_id, name: r.group_name ?? '' },
      serial_number: unit.serial_number,
      tier: unit.tier,
      order_date: unit.order_date,
      units: [unit],
    });
  }
  return [...byProduct.values()].sort((a, b) => a.display_name.localeCompare(b.display_name, 'en') || a.id - b.id);
}

export async function listOwnedProducts(db: Db, customerId: number, page: number, perPage: number) {
  const all = await ownedUnits(db, customerId);
  return { data: all.slice(pageOffset(page, perPage), pageOffset(page, perPage) + perPage), total: all.length };
}

/** A product the company owns, or undefined (another company's product is as unknown as a missing one). */
export async function findOwnedProduct(db: Db, customerId: number, productId: number) {
  return (await ownedUnits(db, customerId, productId))[0];
}
