import { sql, type Kysely } from 'kysely';

/**
 * Each training location keeps its own clock (decision 129): staff in Europe see and enter Hamburg's
 * classes in Hamburg's time beside Eastern Time. An IANA zone name; the US locations keep New York's,
 * the European ones Berlin's (Hamburg's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('training_locations')
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('America/New_York'))
    .execute();
  await sql`update training_locations set time_zone = 'Europe/Berlin' where region = 'eu'`.execute(db);
}
