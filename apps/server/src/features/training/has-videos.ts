import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * products.has_videos follows from the videos that exist: a product has videos when its series
 * (group) has any. Kept as a column so the customer's product lists read it without a join;
 * every video write and the seed call this for the series they touched.
 */
export async function refreshHasVideos(db: Db, groupIds?: number[]): Promise<void> {
  let update = db.updateTable('products').set((eb) => ({
    has_videos: eb
      .case()
      .when(eb.exists(eb.selectFrom('videos as v').select('v.id').whereRef('v.group_id', '=', 'products.group_id')))
      .then(sql.lit(1))
      .else(sql.lit(0))
      .end(),
  }));
  if (groupIds) {
    if (groupIds.length === 0) return;
    update = update.where('group_id', 'in', groupIds);
  }
  await update.execute();
}
