import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

/** What staff write of a class. */
export type SlotValues = {
  location_id: number;
  template_id: number | null;
  group_id: number | null;
  machine_type_id: number | null;
  starts_at: string;
  duration_minutes: number;
  type_name: string;
  training_topic: string;
  lang_code: string;
  capacity: number;
  class_link: string | null;
  class_note: string | null;
};

export async function insertSlots(db: Db, rows: SlotValues[]): Promise<number[]> {
  const now = nowIso();
  const inserted = await db
    .insertInto('training_slots')
    .values(
      rows.map((r) => ({
        ...r,
        seats_taken: 0,
        video_record_url_complete: 0,
        sequence: 0,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning('id')
    .execute();
  return inserted.map((r) => r.id);
}

/** Writes an edited class, with what only an edit sets: the recording and a new invite SEQUENCE. */
export async function updateSlotRow(
  trx: Db,
  id: number,
  values: SlotValues & {
    video_record_url?: string | null;
    video_record_url_complete?: number;
    sequence?: number;
  },
): Promise<void> {
  await trx
    .updateTable('training_slots')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .execute();
}

/** Cancels a class once (it then holds no seats); false when it already was. */
export async function cancelSlotRow(trx: Db, slotId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('training_slots')
    .set({ cancelled_at: now, updated_at: now, seats_taken: 0 })
    .where('id', '=', slotId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
