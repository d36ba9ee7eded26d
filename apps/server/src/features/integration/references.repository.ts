import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import { unknownReference } from '@owner-portal/contract/integration/upserts';

/**
 * The records an upsert points at, found by the names the business systems know them by; an unknown
 * one is a 422 naming the field it came in.
 */

/**
 * The references one batch has found so far: a company's id never changes, nor a product's, so a
 * batch of a thousand orders of one company looks it up once. A product's upsert forgets its entry
 * (its display name, an item's default name, may change). One request's own is new and empty.
 */
export interface KnownReferences {
  customers: Map<string, number>;
  products: Map<string, { id: number; display_name: string }>;
}
export const knownReferences = (): KnownReferences => ({ customers: new Map(), products: new Map() });

export async function customerIdOf(db: Db, externalId: string, known: KnownReferences): Promise<number> {
  const field = 'customer_external_id';
  const cached = known.customers.get(externalId);
  if (cached !== undefined) return cached;
  const row = await db.selectFrom('customers').select('id').where('external_id', '=', externalId).executeTakeFirst();
  if (!row) throw fieldError(field, unknownReference(field));
  known.customers.set(externalId, row.id);
  return row.id;
}

/** undefined stays undefined (leave as it is), null is none. */
export async function salesRepIdOf(db: Db, email: string | null | undefined): Promise<number | null | undefined> {
  if (email === undefined || email === null) return email;
  const row = await db
    .selectFrom('sales_reps')
    .select('id')
    .where('email', '=', email)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw fieldError('sales_rep_email', unknownReference('sales_rep_email'));
  return row.id;
}

export async function groupIdOf(db: Db, name: string | null | undefined): Promise<number | null | undefined> {
  if (name === undefined || name === null) return name;
  const row = await db
    .selectFrom('product_groups')
    .select('id')
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw fieldError('group', unknownReference('group'));
  return row.id;
}

export async function machineTypeIdOf(db: Db, name: string | null | undefined): Promise<number | null | undefined> {
  if (name === undefined || name === null) return name;
  const row = await db
    .selectFrom('machine_types')
    .select('id')
    .where('name', '=', name)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw fieldError('machine_type', unknownReference('machine_type'));
  return row.id;
}

/** The catalogue products of these netsuite names, with their display names; unknown names are absent. */
export async function productsByNetsuiteName(
  db: Db,
  names: readonly string[],
  known: KnownReferences,
): Promise<Map<string, { id: number; display_name: string }>> {
  const missing = [...new Set(names)].filter((name) => !known.products.has(name));
  if (missing.length > 0) {
    const rows = await db
      .selectFrom('products')
      .select(['id', 'netsuite_name', 'display_name'])
      .where('netsuite_name', 'in', missing)
      .execute();
    for (const r of rows) known.products.set(r.netsuite_name!, { id: r.id, display_name: r.display_name });
  }
  return known.products;
}

/**
 * The guard of every upsert's update: the stored change is older than this one (or has no source
 * time). In the statement itself, so of two changes racing the newer one wins on both engines.
 */
export const olderThan = (updatedAt: string) =>
  sql<SqlBool>`(source_updated_at is null or source_updated_at < ${updatedAt})`;
