import { sql } from 'kysely';

/**
 * A LIMIT written into the SQL text instead of bound as a parameter. SQLite (3.46 on) looks at a
 * bound LIMIT's value while planning, and so marks the statement to be planned again whenever that
 * parameter is bound, which better-sqlite3 does on every run: every paged query was prepared afresh
 * on every request (docs/performance.md). The value is a validated page size or a constant.
 */
export function limitOf(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`A LIMIT must be a whole number, not ${n}.`);
  return sql.lit(n);
}
