import type { Kysely } from 'kysely';

/**
 * Staff write event codes on /admin/events (decision 042): a discount code names one ticket, so it
 * is unique across companies. Codes are stored in capitals (the contract upper-cases them), so a
 * plain unique index also refuses "deco20" beside "DECO20". Existing codes are upper-cased first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await (db as Kysely<{ event_codes: { discount_code: string } }>)
    .updateTable('event_codes')
    .set((eb) => ({ discount_code: eb.fn<string>('upper', [eb.ref('discount_code')]) }))
    .execute();
  await db.schema
    .createIndex('event_codes_discount_code_unique')
    .on('event_codes')
    .column('discount_code')
    .unique()
    .execute();
}
