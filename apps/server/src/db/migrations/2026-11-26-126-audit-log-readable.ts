import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * The audit log, readable (decision 124). Every audited write now also keeps the caller's address
 * (`ip_address`), the before and after values of the fields an update changed (`changes`, JSON
 * `{field: [before, after]}`), and, for a write made while staff acted as an owner, the impersonation
 * it belongs to. An impersonation is a row of its own: who started it, as which contact, why (the
 * reason is required), when it started, when it would expire and when it was ended.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('impersonations'))
    .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
    .addColumn('customer_user_id', 'integer', (c) => c.references('customer_users.id').onDelete('set null'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id').onDelete('set null'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('impersonations_staff_idx')
    .on('impersonations')
    .columns(['staff_user_id', 'started_at'])
    .execute();

  await db.schema.alterTable('audit_log').addColumn('ip_address', 'varchar(64)').execute();
  await db.schema.alterTable('audit_log').addColumn('changes', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('impersonation_id', 'integer').execute();
  await db.schema
    .createIndex('audit_log_impersonation_idx')
    .on('audit_log')
    .columns(['impersonation_id', 'created_at'])
    .execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
}
