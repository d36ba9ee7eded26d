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
