import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/**
 * Builds and compiles a hot query once, then runs it with new parameter values. Building and
 * compiling a Kysely query costs more than running it on SQLite (docs/performance.md), and the
 * access check runs on every authenticated request.
 *
 * `sentinels` are distinct placeholder values, one per argument, used to find where each
 * argument lands in the compiled parameter list; a query that binds any other value is refused.
 */
export function prepareQuery<A extends readonly unknown[], R>(
  db: Db,
  build: (...args: A) => Compilable<R>,
  sentinels: A,
): (...args: A) => Promise<R | undefined> {
  const compiled: CompiledQuery<R> = build(...sentinels).compile();
  const positions = compiled.parameters.map((p) => sentinels.indexOf(p));
  if (positions.some((i) => i < 0)) throw new Error('prepareQuery: the query binds a value that is not an argument');
  return async (...args: A) => {
    const result = await db.executeQuery<R>({ ...compiled, parameters: positions.map((i) => args[i]) });
    return result.rows[0];
  };
}
