import type { DeleteResult } from 'kysely';
import {
  isInfluencerTag,
  type PayoutTag,
  type PayoutTagBody,
  type payoutTagListQuery,
} from '@owner-portal/contract/referrals/referrals';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { inTransaction, nowIso } from '../../db/database.ts';
import { rowsAt } from '../../db/limit.ts';
import { centsToAmount } from '../../shared/money.ts';
import { pageOffset } from '../../shared/paging.ts';
import { likeContains } from '../../shared/search.ts';
import { amountToCents } from './referral-rows.ts';

type TagQuery = z.infer<typeof payoutTagListQuery>;

function selectTags(db: Db) {
  return db.selectFrom('referral_payout_tags as t').select((eb) => [
    't.id',
    't.name',
    't.minimum_referrals',
    't.shop_products_reward_bp',
    eb
      .selectFrom('customers as c')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('c.referral_payout_tag_id', '=', 't.id')
      .as('customers_count'),
  ]);
}

/** Tags with their value for every machine type (0 where none is set), so the form always lists them all. */
async function withValues(
  db: Db,
  rows: Awaited<ReturnType<ReturnType<typeof selectTags>['execute']>>,
): Promise<PayoutTag[]> {
  if (rows.length === 0) return [];
  const [types, values] = await Promise.all([
    db.selectFrom('machine_types').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('machine_type_referral_tags')
      .select(['referral_payout_tag_id', 'machine_type_id', 'value_cents'])
      .where(
        'referral_payout_tag_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    minimum_referrals: row.minimum_referrals,
    shop_products_reward: row.shop_products_reward_bp / 100,
    is_influencer: isInfluencerTag(row.name),
    customers_count: Number(row.customers_count ?? 0),
    machine_type_referral_tag: types.map((type) => ({
      machine_type_id: type.id,
      machine_type_name: type.name,
      value: centsToAmount(
        values.find((v) => v.referral_payout_tag_id === row.id && v.machine_type_id === type.id)?.value_cents ?? 0,
      ),
    })),
  }));
}

export async function listPayoutTags(db: Db, q: TagQuery) {
  let rows = selectTags(db);
  let count = db.selectFrom('referral_payout_tags as t').select((eb) => eb.fn.countAll<number>().as('n'));
  if (q.search) {
    rows = rows.where((eb) => likeContains(eb.ref('t.name'), q.search!));
    count = count.where((eb) => likeContains(eb.ref('t.name'), q.search!));
  }
  const [page, total] = await Promise.all([
    rows
      .orderBy(`t.${q.order_by ?? 'name'}`, q.order_dir)
      .orderBy('t.id', q.order_dir)
      .$call(rowsAt(q.per_page, pageOffset(q.page, q.per_page)))
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { data: await withValues(db, page), total: Number(total.n) };
}

export async function findPayoutTag(db: Db, id: number): Promise<PayoutTag | undefined> {
  const [tag] = await withValues(db, await selectTags(db).where('t.id', '=', id).execute());
  return tag;
}

export async function listMachineTypes(db: Db) {
  return db.selectFrom('machine_types').select(['id', 'name']).orderBy('name').orderBy('id').execute();
}

/** The machine type ids of the body that do not exist (a 422 names them). */
export async function unknownMachineTypes(db: Db, body: PayoutTagBody): Promise<number[]> {
  const ids = [...new Set(body.machine_type_referral_tag.map((v) => v.machine_type_id))];
  if (ids.length === 0) return [];
  const found = await db.selectFrom('machine_types').select('id').where('id', 'in', ids).execute();
  return ids.filter((id) => !found.some((f) => f.id === id));
}

/** Adds (id null) or updates a tag and replaces its machine-type values, in one transaction. */
export async function savePayoutTag(db: Db, id: number | null, body: PayoutTagBody): Promise<number> {
  return inTransaction(db, async (trx) => {
    const now = nowIso();
    const columns = {
      name: body.name,
      minimum_referrals: body.minimum_referrals,
      shop_products_reward_bp: Math.round(body.shop_products_reward * 100),
      updated_at: now,
    };
    let tagId = id;
    if (tagId === null) {
      tagId = (
        await trx
          .insertInto('referral_payout_tags')
          .values({ ...columns, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    } else {
      await trx.updateTable('referral_payout_tags').set(columns).where('id', '=', tagId).execute();
    }
    await trx.deleteFrom('machine_type_referral_tags').where('referral_payout_tag_id', '=', tagId).execute();
    const byType = new Map(body.machine_type_referral_tag.map((v) => [v.machine_type_id, amountToCents(v.value)]));
    if (byType.size > 0) {
      await trx
        .insertInto('machine_type_referral_tags')
        .values(
          [...byType].map(([machine_type_id, value_cents]) => ({
            referral_payout_tag_id: tagId,
            machine_type_id,
            value_cents,
          })),
        )
        .execute();
    }
    return tagId;
  });
}

/** How many customers carry the tag. */
export async function countTagHolders(db: Db, id: number): Promise<number> {
  const { n } = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('referral_payout_tag_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Deletes the tag with its machine-type values, in one transaction. */
export function deletePayoutTag(db: Db, id: number): Promise<DeleteResult> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('machine_type_referral_tags').where('referral_payout_tag_id', '=', id).execute();
    return trx.deleteFrom('referral_payout_tags').where('id', '=', id).executeTakeFirst();
  });
}
