import type { ChecklistItem } from '@owner-portal/contract/training/training';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

export async function checklistItems(db: Db, videoId: number): Promise<ChecklistItem[]> {
  return db
    .selectFrom('checklist_items')
    .select(['id', 'text', 'position'])
    .where('video_id', '=', videoId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** The ids of the video's items the contact has checked, in the checklist's order. */
export async function checkedItemIds(db: Db, userId: number, videoId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('checklist_checks as cc')
    .innerJoin('checklist_items as ci', 'ci.id', 'cc.checklist_item_id')
    .select('ci.id')
    .where('cc.customer_user_id', '=', userId)
    .where('ci.video_id', '=', videoId)
    .orderBy('ci.position')
    .orderBy('ci.id')
    .execute();
  return rows.map((r) => r.id);
}

export async function isItemOfVideo(db: Db, videoId: number, itemId: number): Promise<boolean> {
  const row = await db
    .selectFrom('checklist_items')
    .select('id')
    .where('id', '=', itemId)
    .where('video_id', '=', videoId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Checking twice is the same as once (two tabs, a double click). */
export async function checkItem(db: Db, userId: number, itemId: number): Promise<void> {
  await db
    .insertInto('checklist_checks')
    .values({ customer_user_id: userId, checklist_item_id: itemId, checked_at: nowIso() })
    .onConflict((oc) => oc.columns(['customer_user_id', 'checklist_item_id']).doNothing())
    .execute();
}

export async function uncheckItem(db: Db, userId: number, itemId: number): Promise<void> {
  await db
    .deleteFrom('checklist_checks')
    .where('customer_user_id', '=', userId)
    .where('checklist_item_id', '=', itemId)
    .execute();
}
