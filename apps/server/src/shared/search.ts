import { sql, type Expression, type SqlBool } from 'kysely';

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
