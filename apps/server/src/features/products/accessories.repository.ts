import type { Accessory } from '@owner-portal/contract/products/catalog';
import type { Db } from '../../db/database.ts';
import { pageOffset } from '../../shared/paging.ts';
import { rowsAt } from '../../db/limit.ts';

const COLUMNS = ['a.id', 'a.name', 'a.description', 'a.thumbnail_path', 'a.shop_link', 'a.is_dashboard'] as const;

type Row = {
  id: number;
  name: string;
  description: string | null;
  thumbnail_path: string | null;
  shop_link: string | null;
  is_dashboard: number;
};
const toAccessory = (row: Row): Accessory => ({ ...row, is_dashboard: row.is_dashboard === 1 });

export async function accessoriesForProduct(db: Db, productId: number): Promise<Accessory[]> {
  const rows = await db
    .selectFrom('accessories as a')
    .innerJoin('product_accessories as pa', 'pa.accessory_id', 'a.id')
    .select(COLUMNS)
    .where('pa.product_id', '=', productId)
    .orderBy('a.name')
    .execute();
  return rows.map(toAccessory);
}

export async function listAccessories(db: Db, options: { onlyDashboard: boolean; page: number; perPage: number }) {
  let base = db.selectFrom('accessories as a');
  if (options.onlyDashboard) base = base.where('a.is_dashboard', '=', 1);
  const [rows, count] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy('a.name')
      .orderBy('a.id')
      .$call(rowsAt(options.perPage, pageOffset(options.page, options.perPage)))
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toAccessory), total: Number(count.n) };
}
