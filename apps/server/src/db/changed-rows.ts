import { sql, type KyselyPlugin, type PluginTransformResultArgs, type QueryResult, type UnknownRow } from 'kysely';
import { isPostgres, type Db } from './database.ts';

/** Adds up PostgreSQL's row count of every INSERT, UPDATE, DELETE and MERGE run through it. */
class AffectedRows implements KyselyPlugin {
  total = 0;
  transformQuery: KyselyPlugin['transformQuery'] = (args) => args.node;
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.total += Number(args.result.numAffectedRows ?? 0n);
    return args.result;
  }
}

async function totalChanges(trx: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(trx);
  return Number(rows[0]!.n);
}

export interface ChangeWatch {
  /** The transaction to run the watched statements on. */
  db: Db;
  /** The rows they inserted, updated or deleted so far. */
  changed(): Promise<number>;
}

/**
 * Watches what statements run on the returned `db` change, inside the transaction `trx`: an insert
 * that met its row (ON CONFLICT DO NOTHING) or an update or delete that matched nothing counts 0,
 * on both engines. An UPDATE that writes the values a row already had counts its row: only a
 * statement's own condition can tell such a no-op apart.
 */
export async function watchChanges(trx: Db): Promise<ChangeWatch> {
  if (isPostgres(trx)) {
    const counter = new AffectedRows();
    return { db: trx.withPlugin(counter), changed: async () => counter.total };
  }
  // SQLite: one connection, which this transaction holds: its total_changes() moves by this work alone.
  const start = await totalChanges(trx);
  return { db: trx, changed: async () => (await totalChanges(trx)) - start };
}
