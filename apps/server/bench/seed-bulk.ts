import type { Db } from '../src/db/database.ts';
import { COMPANY_SUFFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, seededRandom } from '../src/seed/random.ts';

const BATCH = 500;

/** Adds `count` contacts spread over companies of 5, in batched inserts inside one transaction. */
export async function seedBulkCustomerUsers(db: Db, count: number): Promise<void> {
  const random = seededRandom(7);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += BATCH) {
      const size = Math.min(BATCH, count - start);
      const companies = await trx
        .insertInto('customers')
        .values(
          Array.from({ length: Math.ceil(size / 5) }, () => ({
            company_name: `${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_WORDS)} ${random.pick(COMPANY_SUFFIXES)}`,
            subsidiary_id: random.int(1, 3),
            sales_rep_id: null,
            referral_payout_tag_id: null,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning('id')
        .execute();
      await trx
        .insertInto('customer_users')
        .values(
          Array.from({ length: size }, (_, i) => {
            const n = start + i;
            const first = random.pick(FIRST_NAMES);
            const last = random.pick(LAST_NAMES);
            return {
              customer_id: companies[Math.floor(i / 5)]!.id,
              first_name: first,
              last_name: last,
              email: `bulk.${n}@bench.test`,
              phone: String(random.int(2000000000, 9999999999)),
              internal_id: String(500000 + n),
              invite_sent_at: null,
              unlocked_trainings: 0,
              lang_code: 'en',
              password_hash: null,
              token_version: 0,
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .execute();
    }
  });
}
