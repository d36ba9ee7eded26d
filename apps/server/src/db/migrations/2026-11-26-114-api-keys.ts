import type { Kysely } from 'kysely';
import { withId } from '../columns.ts';

/**
 * API keys for the business systems (decision 114): only a hash of the key is kept, with a short
 * prefix to tell keys apart on the screen. An audit row names the key it was written by: the actor
 * kind 'api_key', its id, and its name as it was then (actor_name), so the log reads on its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('api_keys'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(16)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('scopes', 'varchar(512)', (c) => c.notNull())
    .addColumn('created_by_staff_id', 'integer', (c) => c.references('staff_users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('api_keys_revoked_created_idx')
    .on('api_keys')
    .columns(['revoked_at', 'created_at'])
    .execute();

  await db.schema.alterTable('audit_log').addColumn('actor_name', 'varchar(255)').execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_kind', 'actor_id']).execute();
}
