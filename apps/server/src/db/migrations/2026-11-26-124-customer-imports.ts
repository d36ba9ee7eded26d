import type { Kysely } from 'kysely';
import { withId, withTimestamps } from '../columns.ts';

/**
 * Customer imports from a spreadsheet (decision 123): the uploaded file and its job's progress, the
 * rows it rejected with their reasons (the downloadable report), and the column mapping each staff
 * member used last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withTimestamps(
    withId(db, db.schema.createTable('customer_imports'))
      .addColumn('staff_user_id', 'integer', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
      .addColumn('file_key', 'varchar(255)', (c) => c.notNull())
      .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('format', 'varchar(8)', (c) => c.notNull())
      // The header row, as a JSON array of strings.
      .addColumn('columns', 'text', (c) => c.notNull())
      // field -> column, JSON; fixed when the import starts.
      .addColumn('mapping', 'text')
      // The subsidiary the importing staff member is limited to (europe: 3); null: any.
      .addColumn('subsidiary_id', 'integer')
      .addColumn('invite', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(16)', (c) => c.notNull())
      .addColumn('rows_total', 'integer')
      .addColumn('rows_done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unchanged_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rejected_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('invite_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('started_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz'),
  ).execute();
  // The page finds its staff member's latest import after a reload.
  await db.schema
    .createIndex('customer_imports_staff_idx')
    .on('customer_imports')
    .columns(['staff_user_id', 'id'])
    .execute();

  await withId(db, db.schema.createTable('customer_import_rejections'))
    .addColumn('import_id', 'integer', (c) => c.notNull().references('customer_imports.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (c) => c.notNull())
    .addColumn('email', 'varchar(255)')
    .addColumn('company_name', 'varchar(255)')
    // JSON: field -> the server's messages.
    .addColumn('errors', 'text', (c) => c.notNull())
    .execute();
  // One rejection per row of an import: a job run again after a crash cannot report a row twice.
  await db.schema
    .createIndex('customer_import_rejections_row_idx')
    .on('customer_import_rejections')
    .columns(['import_id', 'row_number'])
    .unique()
    .execute();

  await db.schema
    .createTable('customer_import_mappings')
    .addColumn('staff_user_id', 'integer', (c) =>
      c.primaryKey().references('staff_users.id').onDelete('cascade'),
    )
    .addColumn('mapping', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
}
