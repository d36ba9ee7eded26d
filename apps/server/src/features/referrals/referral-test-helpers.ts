import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { buildContact, buildCustomer } from '../../../test/factories.ts';

/** A payout tag with values per machine type name, straight into the database. */
export async function buildTag(
  db: Db,
  values: { name: string; minimum: number; shopBp?: number; machineCents?: Record<string, number> },
) {
  const now = nowIso();
  const { id } = await db
    .insertInto('referral_payout_tags')
    .values({
      name: values.name,
      minimum_referrals: values.minimum,
      shop_products_reward_bp: values.shopBp ?? 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [name, value_cents] of Object.entries(values.machineCents ?? {})) {
    const type = await db.selectFrom('machine_types').select('id').where('name', '=', name).executeTakeFirstOrThrow();
    await db
      .insertInto('machine_type_referral_tags')
      .values({ referral_payout_tag_id: id, machine_type_id: type.id, value_cents })
      .execute();
  }
  return id;
}

/** A referrer company with one contact at `domain`, carrying the tag. */
export async function buildReferrer(db: Db, tagId: number | null, domain = `referrer${Date.now()}.test`) {
  const company = await buildCustomer(db);
  await db.updateTable('customers').set({ referral_payout_tag_id: tagId }).where('id', '=', company.id).execute();
  await buildContact(db, { customer_id: company.id, email: `boss.${company.id}@${domain}` });
  return company.id;
}

export const machineTypeId = async (db: Db, name: string) =>
  (await db.selectFrom('machine_types').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
