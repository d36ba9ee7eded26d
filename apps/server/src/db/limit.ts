import { sql, type SelectQueryBuilder } from 'kysely';

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

/**
 * `LIMIT` (in the text, as above) and `OFFSET` only past the first rows, for `.$call(rowsAt(limit,
 * offset))`. PostgreSQL plans a bound OFFSET as skipping an unknown tenth of the rows, so a statement
 * with one never earns a generic plan and is planned again on every run (0.1-0.3 ms of its CPU,
 * more than running it); a first page, most of every list's reads, then has none. A prepared query
 * compiles its first page apart (an offset of 0 there, not its argument).
 */
export function rowsAt(limit: number, offset: number) {
  return <Q extends SelectQueryBuilder<never, never, unknown>>(query: Q): Q => {
    const limited = query.limit(limitOf(limit)) as Q;
    return offset === 0 ? limited : (limited.offset(offset) as Q);
  };
}
