import { sql, type DeleteResult } from 'kysely';
import type { AccessoryBody, adminAccessoryListQuery } from '@owner-portal/contract/products/admin-catalog';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso, toIso } from '../../db/database.ts';
import { listPage, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';

type ListQuery = z.infer<typeof adminAccessoryListQuery>;

/** Search by name; by name unless asked. */
const ACCESSORY_LIST: ListSpec = {
  alias: 'a',
  search: (text) => likeContains(sql.ref('a.name'), text),
  defaultSort: ['a.name', 'asc'],
};

function selectAccessories(db: Db) {
  return db
    .selectFrom('accessories as a')
    .select(['a.id', 'a.name', 'a.description', 'a.thumbnail_path', 'a.shop_link', 'a.is_dashboard', 'a.created_at'])
    .select((eb) =>
      eb
        .selectFrom('product_accessories as pa')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('pa.accessory_id', '=', 'a.id')
        .as('products_count'),
    );
}
type Row = Awaited<ReturnType<ReturnType<typeof selectAccessories>['execute']>>[number];
const toItem = (r: Row) => ({
  ...r,
  is_dashboard: r.is_dashboard === 1,
  products_count: Number(r.products_count ?? 0),
  created_at: toIso(r.created_at),
});

export async function listAdminAccessories(db: Db, q: ListQuery) {
  const { rows, total } = await listPage(selectAccessories(db), db.selectFrom('accessories as a'), q, ACCESSORY_LIST);
  return { rows: rows.map(toItem), total };
}

export async function findAdminAccessory(db: Db, id: number) {
  const row = await selectAccessories(db).where('a.id', '=', id).executeTakeFirst();
  return row ? toItem(row) : undefined;
}

const columns = (b: AccessoryBody) => ({
  name: b.name,
  description: b.description ?? null,
  thumbnail_path: b.thumbnail_path ?? null,
  shop_link: b.shop_link ?? null,
  is_dashboard: b.is_dashboard ? 1 : 0,
});

export async function insertAccessory(db: Db, body: AccessoryBody): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('accessories')
    .values({ ...columns(body), created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccessory(db: Db, id: number, body: AccessoryBody): Promise<void> {
  await db
    .updateTable('accessories')
    .set({ ...columns(body), updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** The product links go with it (an accessory is a shop link shown beside products, not owned). */
export function deleteAccessory(db: Db, id: number): Promise<DeleteResult> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('product_accessories').where('accessory_id', '=', id).execute();
    return trx.deleteFrom('accessories').where('id', '=', id).executeTakeFirst();
  });
}
