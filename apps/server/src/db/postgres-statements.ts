import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements each PostgreSQL connection keeps prepared; the least recently used one goes past it. */
export const STATEMENTS_PER_CONNECTION = 200;

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;
/** node-postgres's record of the statements a connection has prepared: not in its typings. */
type Parsed = { connection?: { parsedStatements?: Record<string, string> } };

const nameOf = (sql: string) => `k_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;

/**
 * Has every connection of `pool` prepare each query it runs with parameters under a name derived
 * from its SQL text, so PostgreSQL parses it once per connection and, after a few runs, keeps its
 * plan. node-postgres prepares a query that has a name; Kysely passes only the text and values.
 *
 * Queries without parameters run as before: they include migrations' multi-statement scripts,
 * which a prepared statement cannot hold. Past `capacity` statements on a connection the least
 * recently used one is deallocated, so queries built with varying text (IN lists, filters) cannot
 * fill the server's memory. A Kysely connection runs one query at a time, so the evicted statement
 * is never one still waiting to run.
 */
export function prepareNamedStatements(pool: pg.Pool, capacity = STATEMENTS_PER_CONNECTION): void {
  pool.on('connect', (client) => nameStatements(client, capacity));
}

function nameStatements(client: pg.PoolClient, capacity: number) {
  const query = client.query.bind(client) as Query;
  // SQL text to statement name, least recently used first.
  const names = new Map<string, string>();
  const named = (sql: string) => {
    let name = names.get(sql);
    if (name !== undefined) {
      names.delete(sql);
    } else {
      name = nameOf(sql);
      if (names.size >= capacity) evict(names.entries().next().value!);
    }
    names.set(sql, name);
    return name;
  };
  const evict = ([sql, name]: [string, string]) => {
    names.delete(sql);
    const parsed = (client as unknown as Parsed).connection?.parsedStatements;
    // A statement whose parse failed was never made; there is nothing to deallocate.
    if (!parsed || parsed[name] === undefined) return;
    delete parsed[name];
    // Queued behind the running query; a failure only leaves one statement on the server.
    void (query(`deallocate "${name}"`) as Promise<unknown>).catch(() => undefined);
  };
  const wrapped: Query = (text, values, callback) =>
    typeof text === 'string' && Array.isArray(values) && values.length > 0 && callback === undefined
      ? query({ name: named(text), text, values })
      : query(text, values, callback);
  client.query = wrapped as typeof client.query;
}
