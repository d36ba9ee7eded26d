import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../database.ts';
import { doc } from './2026-11-22-003-back-office.ts';

/**
 * PostgreSQL keeps the contact search document lower-cased, so a search is a plain LIKE against a
 * lower-cased pattern: ILIKE folds the case of every candidate document as it rechecks it, which
 * was most of the time of counting a common word's 32k matches (docs/performance.md). SQLite's
 * trigram index is case-insensitive already; nothing changes there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const company = '(select company_name from customers where id = new.customer_id)';
  const statements = [
    `create or replace function customer_user_search_sync() returns trigger language plpgsql as $$
     begin
       insert into customer_user_search (customer_user_id, doc)
         values (new.id, lower(${doc('new', company)}))
         on conflict (customer_user_id) do update set doc = excluded.doc;
       return null;
     end $$`,
    `create or replace function customer_user_search_company() returns trigger language plpgsql as $$
     begin
       update customer_user_search s set doc = lower(${doc('cu', 'new.company_name')})
         from customer_users cu where cu.id = s.customer_user_id and cu.customer_id = new.id;
       return null;
     end $$`,
    `update customer_user_search set doc = lower(doc) where doc <> lower(doc)`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
