import type { Kysely } from 'kysely';

/** A contact's live-training history (staff read it on the contact) is found by the contact who booked. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('training_appointments_contact_idx')
    .on('training_appointments')
    .columns(['customer_user_id'])
    .execute();
}
