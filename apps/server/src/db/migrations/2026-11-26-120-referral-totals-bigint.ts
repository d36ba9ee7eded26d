import type { Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * A referrer's totals are sums of capped amounts and can pass $21,474,836.47, the most PostgreSQL's
 * `integer` cents hold (decision 109). `bigint` cents hold far more than the app's doubles keep exact
 * (about $90 trillion), and the INT8 parser reads them as numbers. SQLite's integers are 64-bit already.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const column of ['earned_cents', 'redeemed_cents', 'balance_cents']) {
    await db.schema
      .alterTable('referral_accounts')
      .alterColumn(column, (c) => c.setDataType('bigint'))
      .execute();
  }
  await db.schema
    .alterTable('referrals')
    .alterColumn('balance_cents', (c) => c.setDataType('bigint'))
    .execute();
}
