import { sql, type Kysely } from 'kysely';

/**
 * Sign-in throttling counts per (account, address) pair, per account and per address
 * (docs/decisions/002-sign-in-throttling.md). `account` names the account a pair or account row
 * belongs to, so a password reset can clear them all; a lock now lasts until its window ends, so
 * `locked_until` goes. The old per-email rows are dropped: at worst 15 minutes of counts are lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from login_throttle`.execute(db);
  await db.schema.alterTable('login_throttle').dropColumn('locked_until').execute();
  await db.schema.alterTable('login_throttle').addColumn('account', 'varchar(300)').execute();
  await db.schema.createIndex('login_throttle_account_idx').on('login_throttle').column('account').execute();
}
