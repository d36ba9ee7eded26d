import { sql } from 'kysely';
import { isPostgres, type Db } from './database.ts';

/**
 * Keeps PostgreSQL's statistics of tables a bulk job is filling in step with their size. A connection
 * keeps each statement's plan (postgres-statements.ts); one made while a table was nearly empty reads
 * the whole table, and stays so as the job grows it to tens of thousands of rows, until the table is
 * analysed (autovacuum may be off, and its next round is a minute away anyway). Analysing invalidates
 * those plans. Called after each batch, it analyses after the 1st, 2nd, 4th, 8th ... batch: a job of
 * n batches analyses log2(n) times. SQLite's planner does not cost an index by the table's size.
 */
export function statisticsKeeper(db: Db, tables: readonly string[]): () => Promise<void> {
  let batches = 0;
  return async () => {
    batches += 1;
    if (!isPostgres(db) || (batches & (batches - 1)) !== 0) return;
    await sql`analyze ${sql.join(tables.map((t) => sql.table(t)))}`.execute(db);
  };
}
