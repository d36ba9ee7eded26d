import type { ProductSummary } from '@owner-portal/contract/products/catalog';
import type { UnitContactTraining } from '@owner-portal/contract/orders/admin-orders';
import {
  isRiWarrantyProduct,
  isVisionDtgProduct,
  type PostTrainingState,
  type PretrainingState,
} from '@owner-portal/contract/training/training';
import type { Db } from '../../db/database.ts';
import { limitOf } from '../../db/limit.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { listOwnedProducts } from '../products/products.feature.ts';

/** A company owns a handful of products; this bounds the one query that lists them all. */
const OWNED_PRODUCTS_CAP = 1000;

export async function allOwnedProducts(db: Db, customerId: number | null): Promise<ProductSummary[]> {
  if (customerId === null) return [];
  return (await listOwnedProducts(db, customerId, 1, OWNED_PRODUCTS_CAP)).data;
}

type SeriesCounts = { videos_total: number; videos_complete: number; quizzes_total: number; quizzes_passed: number };

/** Per series: its pre-training videos in `lang`, how many the contact completed, its quizzes and how many they passed. */
export async function pretrainingCounts(db: Db, userId: number, groupIds: number[], lang: string) {
  if (groupIds.length === 0) return new Map<number, SeriesCounts>();
  const rows = await db
    .selectFrom('videos as v')
    // Progress and passed quizzes belong to the video's step, whatever language it was watched in (decision 128).
    .leftJoin('video_progress as vp', (join) =>
      join
        .onRef('vp.group_id', '=', 'v.group_id')
        .onRef('vp.kind', '=', 'v.kind')
        .onRef('vp.position', '=', 'v.position')
        .on('vp.customer_user_id', '=', userId),
    )
    .leftJoin('quizzes as q', 'q.video_id', 'v.id')
    .select('v.group_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('videos_total'),
      eb.fn.sum<number>(eb.case().when('vp.complete', '=', 1).then(1).else(0).end()).as('videos_complete'),
      eb.fn.count<number>('q.id').as('quizzes_total'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('quiz_attempts as qa')
                  .innerJoin('quizzes as sq', 'sq.id', 'qa.quiz_id')
                  .innerJoin('videos as sv', 'sv.id', 'sq.video_id')
                  .whereRef('sv.group_id', '=', 'v.group_id')
                  .whereRef('sv.kind', '=', 'v.kind')
                  .whereRef('sv.position', '=', 'v.position')
                  .where('qa.customer_user_id', '=', userId)
                  .where('qa.passed', '=', 1)
                  .select('qa.id'),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('quizzes_passed'),
    ])
    .where('v.kind', '=', 'pre_training')
    .where('v.lang_code', '=', lang)
    .where('v.group_id', 'in', groupIds)
    .groupBy('v.group_id')
    .execute();
  return new Map(
    rows.map((r) => [
      r.group_id,
      {
        videos_total: Number(r.videos_total),
        videos_complete: Number(r.videos_complete),
        quizzes_total: Number(r.quizzes_total),
        quizzes_passed: Number(r.quizzes_passed),
      },
    ]),
  );
}

const NO_COUNTS: SeriesCounts = { videos_total: 0, videos_complete: 0, quizzes_total: 0, quizzes_passed: 0 };

/** Where the contact stands with each of these products' pre-training in `lang`. */
export async function pretrainingStates(
  db: Db,
  userId: number,
  products: ProductSummary[],
  lang: string,
): Promise<PretrainingState[]> {
  const groupIds = [...new Set(products.flatMap((p) => (p.group ? [p.group.id] : [])))];
  const counts = await pretrainingCounts(db, userId, groupIds, lang);
  const ids = products.map((p) => p.id);
  const states =
    ids.length === 0
      ? []
      : await db
          .selectFrom('pretraining_states')
          .select(['product_id', 'acknowledged_at', 'finished_at'])
          .where('customer_user_id', '=', userId)
          .where('product_id', 'in', ids)
          .execute();
  return products.map((p) => {
    const state = states.find((s) => s.product_id === p.id);
    return {
      product_id: p.id,
      display_name: p.display_name,
      thumbnail: p.thumbnail,
      vision_warning: isVisionDtgProduct(p.name),
      acknowledged_at: state ? toIso(state.acknowledged_at) : null,
      finished_at: state ? toIso(state.finished_at) : null,
      ...((p.group && counts.get(p.group.id)) || NO_COUNTS),
    };
  });
}

/** The first acknowledgement is the one kept. */
export async function acknowledge(db: Db, userId: number, productId: number): Promise<void> {
  await db
    .insertInto('pretraining_states')
    .values({ customer_user_id: userId, product_id: productId, acknowledged_at: nowIso(), finished_at: null })
    .onConflict((oc) => oc.columns(['customer_user_id', 'product_id']).doNothing())
    .execute();
}

/** Marks the pre-training finished; true only for the call that did (so the thank-you mail goes once). */
export async function markFinished(db: Db, userId: number, productId: number): Promise<boolean> {
  const result = await db
    .updateTable('pretraining_states')
    .set({ finished_at: nowIso() })
    .where('customer_user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('finished_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function hasFinishedPretraining(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('pretraining_states')
    .select('product_id')
    .where('customer_user_id', '=', userId)
    .where('finished_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function warrantyConfirmedAt(db: Db, userId: number, productId: number): Promise<string | null> {
  const row = await db
    .selectFrom('warranty_confirmations')
    .select('confirmed_at')
    .where('customer_user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row ? toIso(row.confirmed_at) : null;
}

/** The first confirmation's time is the one kept. */
/** Records the first confirmation; true when this call made it (a later one keeps the first time). */
export async function confirmWarranty(db: Db, userId: number, productId: number): Promise<boolean> {
  const inserted = await db
    .insertInto('warranty_confirmations')
    .values({ customer_user_id: userId, product_id: productId, confirmed_at: nowIso() })
    .onConflict((oc) => oc.columns(['customer_user_id', 'product_id']).doNothing())
    .returning('product_id')
    .execute();
  return inserted.length > 0;
}

/** Where the contact stands with each of these products' post-training in `lang`. */
export async function postTrainingStates(
  db: Db,
  userId: number,
  products: ProductSummary[],
  lang: string,
): Promise<PostTrainingState[]> {
  const groupIds = [...new Set(products.flatMap((p) => (p.group ? [p.group.id] : [])))];
  const ids = products.map((p) => p.id);
  if (ids.length === 0) return [];
  const videos =
    groupIds.length === 0
      ? []
      : await db
          .selectFrom('videos')
          .select(['group_id', (eb) => eb.fn.countAll<number>().as('total')])
          .where('kind', '=', 'post_training')
          .where('lang_code', '=', lang)
          .where('group_id', 'in', groupIds)
          .groupBy('group_id')
          .execute();
  const resources = await db
    .selectFrom('product_resources')
    .select(['product_id', (eb) => eb.fn.countAll<number>().as('total')])
    .where('kind', '=', 'post_training_resource')
    .where('lang_code', '=', lang)
    .where('product_id', 'in', ids)
    .groupBy('product_id')
    .execute();
  const confirmations = await db
    .selectFrom('warranty_confirmations')
    .select(['product_id', 'confirmed_at'])
    .where('customer_user_id', '=', userId)
    .where('product_id', 'in', ids)
    .execute();
  return products.map((p) => {
    const confirmed = confirmations.find((c) => c.product_id === p.id);
    return {
      product_id: p.id,
      display_name: p.display_name,
      thumbnail: p.thumbnail,
      warranty_required: isRiWarrantyProduct(p.name),
      warranty_confirmed_at: confirmed ? toIso(confirmed.confirmed_at) : null,
      videos_total: Number(videos.find((v) => v.group_id === p.group?.id)?.total ?? 0),
      resources_total: Number(resources.find((r) => r.product_id === p.id)?.total ?? 0),
    };
  });
}

/** A company has a handful of contacts; this bounds the unit page's list of them. */
const COMPANY_CONTACTS_CAP = 100;

/**
 * Where each contact of a company stands with one product, as a service agent asks on the phone:
 * the pre-training warning acknowledged and finished, the series' videos and quizzes in the contact's
 * language and how many they completed and passed, and the Ri warranty confirmation.
 */
export async function companyProductTraining(
  db: Db,
  customerId: number,
  product: { id: number; group_id: number | null },
): Promise<UnitContactTraining[]> {
  const contacts = await db
    .selectFrom('customer_users')
    .select(['id', 'first_name', 'last_name', 'email', 'lang_code'])
    .where('customer_id', '=', customerId)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .limit(limitOf(COMPANY_CONTACTS_CAP))
    .execute();
  if (contacts.length === 0) return [];
  const ids = contacts.map((c) => c.id);
  const [states, warranties] = await Promise.all([
    db
      .selectFrom('pretraining_states')
      .select(['customer_user_id', 'acknowledged_at', 'finished_at'])
      .where('product_id', '=', product.id)
      .where('customer_user_id', 'in', ids)
      .execute(),
    db
      .selectFrom('warranty_confirmations')
      .select(['customer_user_id', 'confirmed_at'])
      .where('product_id', '=', product.id)
      .where('customer_user_id', 'in', ids)
      .execute(),
  ]);
  const result: UnitContactTraining[] = [];
  for (const contact of contacts) {
    const counts =
      product.group_id === null
        ? NO_COUNTS
        : ((await pretrainingCounts(db, contact.id, [product.group_id], contact.lang_code)).get(product.group_id) ??
          NO_COUNTS);
    const state = states.find((s) => s.customer_user_id === contact.id);
    const warranty = warranties.find((w) => w.customer_user_id === contact.id);
    result.push({
      id: contact.id,
      first_name: contact.first_name,
      last_name: contact.last_name,
      email: contact.email,
      acknowledged_at: state ? toIso(state.acknowledged_at) : null,
      finished_at: state ? toIso(state.finished_at) : null,
      ...counts,
      warranty_confirmed_at: warranty ? toIso(warranty.confirmed_at) : null,
    });
  }
  return result;
}

/** Whether a series has pre-training videos in any language. */
export async function seriesHasPretraining(db: Db, groupId: number | null): Promise<boolean> {
  if (groupId === null) return false;
  const row = await db
    .selectFrom('videos')
    .select('id')
    .where('group_id', '=', groupId)
    .where('kind', '=', 'pre_training')
    .limit(limitOf(1))
    .executeTakeFirst();
  return row !== undefined;
}
