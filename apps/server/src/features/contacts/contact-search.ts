/**
 * Substring search over contacts, served by an index on each engine (docs/decisions/004-contact-search.md).
 * The ONLY dialect-specific query code in the server: SQLite asks its FTS5 trigram table
 * `customer_user_search` (rowid = customer_users.id), PostgreSQL its pg_trgm GIN-indexed
 * `customer_user_search.doc`. Both documents hold names, email, phone, internal id and company,
 * kept in sync by the triggers of migration 2026-11-22-003.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { isPostgres, type Db } from '../../db/database.ts';
import { containsPattern } from '../../shared/search.ts';

/** Trigram indexes need 3 characters; shorter words still match, by a scan of the search documents. */
const MIN_INDEXED_LENGTH = 3;
const MAX_TERMS = 8;

/**
 * The words every match must contain. A search made only of phone characters ("(407) 555-01")
 * becomes its digits, since phones are stored as digits.
 */
export function searchTerms(search: string | undefined): string[] {
  const trimmed = (search ?? '').trim();
  if (!trimmed) return [];
  if (/^[\d\s().+-]+$/.test(trimmed) && /\d{3}/.test(trimmed.replace(/\D/g, ''))) {
    return [trimmed.replace(/[^\d+]/g, '')];
  }
  return trimmed.split(/\s+/).slice(0, MAX_TERMS);
}

/** An FTS5 phrase: the term quoted, inner quotes doubled, so no FTS5 syntax can be injected. */
const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** The search table's key column and its WHERE clause for these terms, on this engine. */
function matching(db: Db, terms: string[]) {
  if (isPostgres(db)) {
    // The document is stored lower-cased (migration 005): LIKE against a lower-cased pattern.
    const conditions = terms.map((t) => sql<SqlBool>`doc like lower(${containsPattern(t)}) escape '\\'`);
    return { key: sql.raw('customer_user_id'), where: sql.join(conditions, sql` and `) };
  }
  const indexed = terms.filter((t) => t.length >= MIN_INDEXED_LENGTH);
  const short = terms.filter((t) => t.length < MIN_INDEXED_LENGTH);
  const conditions = [
    ...(indexed.length ? [sql<SqlBool>`customer_user_search match ${indexed.map(ftsPhrase).join(' AND ')}`] : []),
    ...short.map((t) => sql<SqlBool>`doc like ${containsPattern(t)} escape '\\'`),
  ];
  return { key: sql.raw('rowid'), where: sql.join(conditions, sql` and `) };
}

/**
 * From this many matches on, SQLite answers a page faster by walking the sort column's index and
 * testing each contact against the matches (a few hundred rows) than by fetching every match by id
 * and sorting them all (32k matches: 10 ms against 31 ms). PostgreSQL's planner weighs this itself.
 */
const WALK_SORT_INDEX_FROM = 1_000;

/**
 * `cu.id` is one of the contacts whose search document contains every term; null when there is
 * nothing to search. `expectedMatches` (the count, when known) picks SQLite's plan.
 */
export function contactSearchFilter(
  db: Db,
  search: string | undefined,
  expectedMatches = 0,
): Expression<SqlBool> | null {
  const terms = searchTerms(search);
  if (terms.length === 0) return null;
  const { key, where } = matching(db, terms);
  // A unary plus keeps SQLite from looking the matches up by primary key, so it walks the ORDER BY index.
  const id = !isPostgres(db) && expectedMatches >= WALK_SORT_INDEX_FROM ? sql`+cu.id` : sql`cu.id`;
  return sql<SqlBool>`${id} in (select ${key} from customer_user_search where ${where})`;
}

/** How many contacts match, counted on the search index alone (one row per contact); null when there is nothing to search. */
export async function countSearchMatches(db: Db, search: string | undefined): Promise<number | null> {
  const terms = searchTerms(search);
  if (terms.length === 0) return null;
  const { where } = matching(db, terms);
  const { rows } = await sql<{ n: number }>`select count(*) as n from customer_user_search where ${where}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
