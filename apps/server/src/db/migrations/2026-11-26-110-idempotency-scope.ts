import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * Idempotency keys scoped to the credential that sent them, with the request they answered
 * (decision 109): the stored key becomes "<route>:<credential>:<key>", which also keeps it unique
 * per credential under the existing unique index, and a hash of the request sits beside it so a
 * reused key with another request can be refused. Keys written before are given their staff author.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Room for the route and credential in front of a 200-character key (SQLite does not check lengths).
  if (isPostgres(db)) await sql`alter table referrals alter column idempotency_key type varchar(300)`.execute(db);
  await db.schema.alterTable('referrals').addColumn('idempotency_request_hash', 'varchar(64)').execute();
  for (const route of ['sale', 'redeem'])
    await sql`
      update referrals
      set idempotency_key = cast(${`${route}:staff:`} as varchar) || cast(created_by_staff_id as varchar) || ':'
        || substr(idempotency_key, ${route.length + 2})
      where idempotency_key like ${`${route}:%`} and created_by_staff_id is not null
    `.execute(db);
}
