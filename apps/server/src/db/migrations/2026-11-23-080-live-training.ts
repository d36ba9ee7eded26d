import { sql, type Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.ts';

/**
 * Live training (docs/decisions/080-live-training.md): locations per region, class slots, and the
 * owners' appointments. A slot counts its held seats in `seats_taken`, changed only by a conditional
 * update, so capacity holds under parallel bookings on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('training_locations'))
      .addColumn('slug', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('region', 'varchar(2)', (c) => c.notNull())
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('address', 'varchar(512)'),
  ).execute();
  await db.schema
    .createIndex('training_locations_region_slug_idx')
    .on('training_locations')
    .columns(['region', 'slug'])
    .unique()
    .execute();

  await withTimestamps(
    withId(db, db.schema.createTable('training_slots'))
      .addColumn('location_id', 'integer', (c) => c.notNull().references('training_locations.id'))
      .addColumn('template_id', 'integer', (c) => c.references('training_templates.id').onDelete('set null'))
      .addColumn('group_id', 'integer', (c) => c.references('product_groups.id'))
      .addColumn('machine_type_id', 'integer', (c) => c.references('machine_types.id'))
      .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
      .addColumn('duration_minutes', 'integer', (c) => c.notNull())
      .addColumn('type_name', 'varchar(64)', (c) => c.notNull())
      .addColumn('training_topic', 'varchar(255)', (c) => c.notNull())
      .addColumn('lang_code', 'varchar(8)', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('class_link', 'varchar(1024)')
      .addColumn('class_note', 'varchar(1024)')
      .addColumn('video_record_url', 'varchar(1024)')
      .addColumn('video_record_url_complete', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cancelled_at', 'timestamptz'),
  ).execute();
  await db.schema
    .createIndex('training_slots_location_start_idx')
    .on('training_slots')
    .columns(['location_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('training_slots_start_idx').on('training_slots').columns(['starts_at', 'id']).execute();

  await withTimestamps(
    withId(db, db.schema.createTable('training_appointments'))
      .addColumn('slot_id', 'integer', (c) => c.notNull().references('training_slots.id'))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('customer_user_id', 'integer', (c) => c.notNull().references('customer_users.id'))
      .addColumn('group_id', 'integer', (c) => c.notNull().references('product_groups.id'))
      .addColumn('product_id', 'integer', (c) => c.references('products.id'))
      .addColumn('serial_number', 'varchar(64)')
      .addColumn('phone', 'varchar(40)', (c) => c.notNull())
      // Holding a seat: pending (awaits rep approval), booked. Not: waitlisted, cancelled, and after the
      // class attended or no_show (a no-show may book again).
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('cancelled_at', 'timestamptz'),
  ).execute();
  await db.schema
    .createIndex('training_appointments_slot_idx')
    .on('training_appointments')
    .columns(['slot_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('training_appointments_customer_idx')
    .on('training_appointments')
    .columns(['customer_id', 'created_at'])
    .execute();
  // One active booking per company and series: a partial unique index both engines enforce.
  await db.schema
    .createIndex('training_appointments_one_active_idx')
    .on('training_appointments')
    .columns(['customer_id', 'group_id'])
    .unique()
    .where(sql<boolean>`status in ('pending', 'booked', 'waitlisted')`)
    .execute();
}
