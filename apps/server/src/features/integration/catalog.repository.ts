import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { olderThan } from './references.repository.ts';
import { definedOnly } from './upsert.rules.ts';

/** The SQL of the product upsert: a catalogue product is the ERP's item, found by its netsuite_name. */

export interface ProductValues {
  name: string;
  display_name: string;
  /** undefined: leave as it is. */
  group_id: number | null | undefined;
  machine_type_id: number | null | undefined;
  source_updated_at: string;
}

export const findProductByNetsuiteName = (db: Db, netsuiteName: string) =>
  db
    .selectFrom('products')
    .select(['id', 'source_updated_at'])
    .where('netsuite_name', '=', netsuiteName)
    .executeTakeFirst();

export async function insertProduct(db: Db, netsuiteName: string, values: ProductValues): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('products')
    .values({
      ...values,
      group_id: values.group_id ?? null,
      machine_type_id: values.machine_type_id ?? null,
      netsuite_name: netsuiteName,
      thumbnail: null,
      is_translation: 0,
      has_videos: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateProduct(db: Db, id: number, values: ProductValues): Promise<boolean> {
  const result = await db
    .updateTable('products')
    .set({ ...definedOnly(values), updated_at: nowIso() })
    .where('id', '=', id)
    .where(olderThan(values.source_updated_at))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function readProduct(db: Db, id: number) {
  const row = await db
    .selectFrom('products as p')
    .leftJoin('product_groups as g', 'g.id', 'p.group_id')
    .leftJoin('machine_types as m', 'm.id', 'p.machine_type_id')
    .select(['p.id', 'p.netsuite_name', 'p.name', 'p.display_name', 'g.name as group', 'm.name as machine_type'])
    .select('p.source_updated_at')
    .where('p.id', '=', id)
    .executeTakeFirstOrThrow();
  const { source_updated_at, netsuite_name, ...rest } = row;
  return { ...rest, netsuite_name: netsuite_name ?? '', updated_at: toIso(source_updated_at) };
}
