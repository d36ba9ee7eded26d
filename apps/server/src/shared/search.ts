import { sql, type Expression, type SqlBool } from 'kysely';
import { MAX_ID } from '@owner-portal/contract/params';

/** `%text%` with LIKE's own wildcards escaped, lower-cased. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Case-insensitive substring match that behaves the same on SQLite and PostgreSQL (PostgreSQL's LIKE
 * is case-sensitive; SQLite has no default escape character). For small, already-filtered sets only:
 * it cannot use an index.
 */
export function likeContains(column: Expression<unknown>, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${column}) like ${containsPattern(text)} escape '\\'`;
}

/** The id a search names when it is plain digits an id column can hold; a longer number only matches as text. */
export function searchedId(text: string): number | null {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The highest code point: every text starting with a prefix sorts below the prefix followed by it. */
const AFTER_EVERY_TEXT = '\u{10FFFF}';

/**
 * The lower-cased `expression` starts with `text`, and the order that reads its matches straight off
 * the index on exactly `lower(...)` of it (migration 122), so a LIMIT stops the scan. Both engines
 * get a range, bound as parameters, so a prepared statement's generic plan still uses the index (a
 * bound `like $1` cannot). SQLite compares bytes; PostgreSQL's text_pattern_ops index takes the
 * byte-wise operators `~>=~` and `~<~` (the language collation's `>=` would not match its order).
 * Pass the expression as the index names it.
 */
export function startsWith(postgres: boolean, expression: Expression<unknown>, text: string) {
  const prefix = text.toLowerCase();
  const lowered = sql`lower(${expression})`;
  return postgres
    ? {
        where: sql<SqlBool>`(${lowered} ~>=~ ${prefix} and ${lowered} ~<~ ${prefix + AFTER_EVERY_TEXT})`,
        order: sql`${lowered} using ~<~`,
      }
    : {
        where: sql<SqlBool>`(${lowered} >= ${prefix} and ${lowered} < ${prefix + AFTER_EVERY_TEXT})`,
        order: lowered,
      };
}
