import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.ts';
import { isPostgres } from '../database.ts';

/**
 * Back office: notifications and who read them, sort indexes for the contacts list, and the contact
 * search index (docs/decisions/004-contact-search.md). The search index is the one dialect-specific
 * part: an FTS5 trigram table on SQLite, a pg_trgm GIN index on PostgreSQL, each kept in sync by triggers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('notifications'))
      .addColumn('title', 'varchar(255)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('link_url', 'varchar(2048)')
      .addColumn('link_text', 'varchar(255)')
      .addColumn('is_external', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('published_at', 'timestamptz')
      .addColumn('created_by', 'integer', (c) => c.references('staff_users.id')),
  ).execute();
  await db.schema.createIndex('notifications_published_at_idx').on('notifications').column('published_at').execute();

  await db.schema
    .createTable('notification_reads')
    .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('customer_users.id').onDelete('cascade'))
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['notification_id', 'customer_user_id'])
    .execute();
  await db.schema
    .createIndex('notification_reads_customer_user_idx')
    .on('notification_reads')
    .column('customer_user_id')
    .execute();

  // Every sortable contacts column gets an index ending in id, so a sorted page is an index walk.
  // created_at too: the platform's created_at index lacks the id tie-breaker, which PostgreSQL needs
  // to walk the default newest-first order (SQLite indexes carry the rowid anyway).
  for (const column of ['first_name', 'last_name', 'phone', 'internal_id', 'invite_sent_at', 'created_at']) {
    await db.schema
      .createIndex(`customer_users_${column}_id_idx`)
      .on('customer_users')
      .columns([column, 'id'])
      .execute();
  }
  await db.schema.createIndex('customers_created_at_idx').on('customers').column('created_at').execute();
  await db.schema.createIndex('sales_reps_name_idx').on('sales_reps').column('name').execute();

  if (isPostgres(db)) await createPostgresSearch(db);
  else await createSqliteSearch(db);
}

/** The text a contact is found by: names, email, phone, internal id and company. */
export const doc = (u: string, company: string) =>
  `${u}.first_name || ' ' || ${u}.last_name || ' ' || ${u}.email || ' ' || coalesce(${u}.phone, '') || ' ' || coalesce(${u}.internal_id, '') || ' ' || coalesce(${company}, '')`;

async function createSqliteSearch(db: Kysely<unknown>) {
  const company = (u: string) => `(select company_name from customers where id = ${u}.customer_id)`;
  const statements = [
    `create virtual table customer_user_search using fts5(doc, tokenize = 'trigram')`,
    `insert into customer_user_search (rowid, doc) select cu.id, ${doc('cu', company('cu'))} from customer_users cu`,
    `create trigger customer_user_search_insert after insert on customer_users begin
       insert into customer_user_search (rowid, doc) values (new.id, ${doc('new', company('new'))});
     end`,
    `create trigger customer_user_search_update
       after update of first_name, last_name, email, phone, internal_id, customer_id on customer_users begin
       delete from customer_user_search where rowid = old.id;
       insert into customer_user_search (rowid, doc) values (new.id, ${doc('new', company('new'))});
     end`,
    `create trigger customer_user_search_delete after delete on customer_users begin
       delete from customer_user_search where rowid = old.id;
     end`,
    `create trigger customer_user_search_company after update of company_name on customers begin
       delete from customer_user_search where rowid in (select id from customer_users where customer_id = new.id);
       insert into customer_user_search (rowid, doc)
         select cu.id, ${doc('cu', 'new.company_name')} from customer_users cu where cu.customer_id = new.id;
     end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

async function createPostgresSearch(db: Kysely<unknown>) {
  const statements = [
    `create extension if not exists pg_trgm`,
    `create table customer_user_search (
       customer_user_id integer primary key references customer_users(id) on delete cascade,
       doc text not null
     )`,
    `insert into customer_user_search (customer_user_id, doc)
       select cu.id, ${doc('cu', 'c.company_name')} from customer_users cu left join customers c on c.id = cu.customer_id`,
    `create index customer_user_search_doc_trgm_idx on customer_user_search using gin (doc gin_trgm_ops)`,
    `create function customer_user_search_sync() returns trigger language plpgsql as $$
     begin
       insert into customer_user_search (customer_user_id, doc)
         values (new.id, ${doc('new', '(select company_name from customers where id = new.customer_id)')})
         on conflict (customer_user_id) do update set doc = excluded.doc;
       return null;
     end $$`,
    `create trigger customer_user_search_sync
       after insert or update of first_name, last_name, email, phone, internal_id, customer_id on customer_users
       for each row execute function customer_user_search_sync()`,
    `create function customer_user_search_company() returns trigger language plpgsql as $$
     begin
       update customer_user_search s set doc = ${doc('cu', 'new.company_name')}
         from customer_users cu where cu.id = s.customer_user_id and cu.customer_id = new.id;
       return null;
     end $$`,
    `create trigger customer_user_search_company after update of company_name on customers
       for each row execute function customer_user_search_company()`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
