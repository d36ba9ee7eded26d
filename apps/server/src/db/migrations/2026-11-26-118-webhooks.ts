import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.ts';

/**
 * Outgoing webhooks (decision 118): the endpoints staff register, each event's delivery to one of
 * them, and every attempt of a delivery. Deleting an endpoint deletes its deliveries and attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('webhook_endpoints'))
      .addColumn('url', 'varchar(2000)', (c) => c.notNull())
      // The event types as a JSON array: a handful per endpoint, read whole.
      .addColumn('events', 'varchar(1000)', (c) => c.notNull())
      // AES-256-GCM of the signing secret under a key derived from JWT_SECRET.
      .addColumn('secret_sealed', 'varchar(255)', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('failing_since', 'timestamptz')
      .addColumn('disabled_for_failures_at', 'timestamptz'),
  ).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('webhook_deliveries'))
      .addColumn('endpoint_id', 'integer', (c) => c.notNull().references('webhook_endpoints.id').onDelete('cascade'))
      .addColumn('message_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
      // The body exactly as signed and sent, the same on every attempt.
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      // The scheduled attempt that is queued (1 = the first); an attempt whose job carries another is stale.
      .addColumn('scheduled_attempt', 'integer', (c) => c.notNull())
      .addColumn('next_attempt_at', 'timestamptz'),
  ).execute();
  await db.schema
    .createIndex('webhook_deliveries_endpoint_idx')
    .on('webhook_deliveries')
    .columns(['endpoint_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('webhook_attempts'))
    .addColumn('delivery_id', 'integer', (c) => c.notNull().references('webhook_deliveries.id').onDelete('cascade'))
    .addColumn('attempted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('error', 'varchar(500)')
    .addColumn('manual', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webhook_attempts_delivery_idx')
    .on('webhook_attempts')
    .columns(['delivery_id', 'id'])
    .execute();
}
