import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';

/**
 * PostgreSQL tells every app server when what a token check reads changes (decision 117): a
 * contact's or staff member's row (token version, role, company), a company's subsidiary, a signed-out
 * token. One notice per statement, sent by the server itself when the transaction commits, so every
 * write path is covered, the ones of later features and of an operator's psql session alike.
 * SQLite needs none: its check is an in-process read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function account_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('account_changes', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of ['customer_users', 'staff_users', 'customers', 'revoked_tokens']) {
    await sql`
      create trigger ${sql.raw(`${table}_account_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function account_changed()`.execute(db);
  }
}
