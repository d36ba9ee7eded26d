import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('languages')
    .addColumn('code', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(64)', (c) => c.notNull())
    .execute();
  // Reference data every installation needs, demo or not.
  await sql`insert into languages (code, title) values ('en', 'English'), ('es', 'Español')`.execute(db);

  await withTimestamps(
    withId(db, db.schema.createTable('sales_reps'))
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('email', 'varchar(255)', (c) => c.notNull())
      .addColumn('phone', 'varchar(40)'),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('customers'))
      .addColumn('company_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('subsidiary_id', 'integer', (c) => c.notNull())
      .addColumn('sales_rep_id', 'integer', (c) => c.references('sales_reps.id'))
      .addColumn('referral_payout_tag_id', 'integer'),
  ).execute();
  await db.schema.createIndex('customers_company_name_idx').on('customers').column('company_name').execute();
  await db.schema.createIndex('customers_sales_rep_id_idx').on('customers').column('sales_rep_id').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('customer_users'))
      .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
      .addColumn('first_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('phone', 'varchar(40)')
      .addColumn('internal_id', 'varchar(32)')
      .addColumn('invite_sent_at', 'timestamptz')
      .addColumn('unlocked_trainings', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lang_code', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
      .addColumn('password_hash', 'varchar(255)')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();
  await db.schema.createIndex('customer_users_customer_id_idx').on('customer_users').column('customer_id').execute();
  await db.schema.createIndex('customer_users_created_at_idx').on('customer_users').column('created_at').execute();

  await withTimestamps(
    withId(db, db.schema.createTable('staff_users'))
      .addColumn('first_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('last_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('email', 'varchar(255)', (c) => c.notNull().unique())
      .addColumn('role', 'varchar(32)', (c) => c.notNull())
      .addColumn('lang_code', 'varchar(8)', (c) => c.notNull().defaultTo('en'))
      .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0)),
  ).execute();

  await withId(db, db.schema.createTable('password_tokens'))
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('account_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('password_tokens_account_idx')
    .on('password_tokens')
    .columns(['account_kind', 'account_id'])
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_id', 'integer')
    .addColumn('details', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at_idx').on('audit_log').column('created_at').execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id'])
    .execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(320)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_at_idx').on('revoked_tokens').column('expires_at').execute();
}
