import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import { isPostgres, type Db } from './database.ts';

/**
 * Builds and compiles a hot query once, then runs it with new parameter values. Building and
 * compiling a Kysely query costs more than running it on SQLite (docs/performance.md), and these
 * queries run on every authenticated request or every dashboard load. Queries still go through
 * Kysely's executor, so they wait their turn behind an open transaction like any other.
 *
 * `sentinels` are distinct placeholder values, one per argument, used to find where each
 * argument lands in the compiled parameter list; a query that binds any other value is refused.
 */
function compileOnce<A extends readonly unknown[], R>(
  build: (...args: A) => Compilable<R>,
  sentinels: A,
): (args: A) => CompiledQuery<R> {
  const compiled: CompiledQuery<R> = build(...sentinels).compile();
  const positions = compiled.parameters.map((p) => sentinels.indexOf(p));
  if (positions.some((i) => i < 0)) throw new Error('prepared query: it binds a value that is not an argument');
  return (args) => ({ ...compiled, parameters: positions.map((i) => args[i]) });
}

/** A prepared query that replies its first row, or undefined. */
export function prepareQuery<A extends readonly unknown[], R>(
  db: Db,
  build: (...args: A) => Compilable<R>,
  sentinels: A,
): (...args: A) => Promise<R | undefined> {
  const withArgs = compileOnce(build, sentinels);
  return async (...args: A) => (await db.executeQuery<R>(withArgs(args))).rows[0];
}

/** A prepared query that replies all its rows. */
export function prepareList<A extends readonly unknown[], R>(
  db: Db,
  build: (...args: A) => Compilable<R>,
  sentinels: A,
): (...args: A) => Promise<R[]> {
  const withArgs = compileOnce(build, sentinels);
  return async (...args: A) => (await db.executeQuery<R>(withArgs(args))).rows;
}

/** One set of prepared queries per database (tests run several), made on first use. */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let queries = made.get(db);
    if (!queries) {
      queries = make(db);
      made.set(db, queries);
    }
    return queries;
  };
}

/**
 * A prepared query run on the executor given at each call: the app's database or an open
 * transaction (a write's reads must use the transaction's connection). Compiled once per engine,
 * since both engines compile the same query alike but for their placeholders.
 */
export function prepareOn<A extends readonly unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
  sentinels: A,
): (db: Db, ...args: A) => Promise<QueryResult<R>> {
  const byEngine = new Map<boolean, (args: A) => CompiledQuery<R>>();
  return async (db, ...args) => {
    const pg = isPostgres(db);
    let withArgs = byEngine.get(pg);
    if (!withArgs) {
      withArgs = compileOnce((...a: A) => build(db, ...a), sentinels);
      byEngine.set(pg, withArgs);
    }
    return db.executeQuery<R>(withArgs(args));
  };
}
