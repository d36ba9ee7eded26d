import { mkdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type DatabaseConnection,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { DATABASE_POOL_DEFAULTS, type DatabaseTarget } from '../config.ts';
import { prepareNamedStatements } from './postgres-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// PostgreSQL returns bigint (COUNT, SUM) as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * SQLite's default BEGIN is deferred, so two writers can deadlock upgrading their locks;
 * BEGIN IMMEDIATE takes the write lock up front and lets busy_timeout do the waiting.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver() {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

const STATEMENT_CACHE_SIZE = 500;
/** How long an SQLite write waits for another process's (or connection's) write lock. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * A better-sqlite3 statement as Kysely's driver uses it, whose rows are built in JavaScript from
 * the raw column arrays: better-sqlite3 makes each row object through V8's C++ API, which for a page
 * of 15 rows of 17 columns took 61 µs against 36 µs this way (the referral stats bench). A name
 * that appears twice keeps its last value, as better-sqlite3's own objects do.
 */
function rowsBuiltInJs(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((c) => c.name);
  const raw = statement.raw(true);
  const toRow = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]!] = values[i];
    return row;
  };
  return {
    reader: true,
    all: (parameters) => (raw.all(parameters) as unknown[][]).map(toRow),
    run: (parameters) => raw.run(parameters),
    *iterate(parameters) {
      for (const values of raw.iterate(parameters) as IterableIterator<unknown[]>) yield toRow(values);
    },
  };
}

/**
 * Kysely prepares every query afresh; better-sqlite3 statements are reusable, so the SQL text
 * (parameters are bound separately) maps to one prepared statement. Evicts the oldest past the cap.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = rowsBuiltInJs(sqlite.prepare(sql));
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * `PRAGMA optimize`, keeping only the per-index averages (sqlite_stat1). better-sqlite3's SQLite is
 * built with STAT4, and with STAT4 samples present SQLite re-plans a statement every time a value is
 * bound to a parameter compared with an indexed column, which better-sqlite3 does on every run: the
 * dashboard's owned-products query took twice as long (docs/performance.md). The averages are what
 * our plans need; `ANALYZE sqlite_schema` makes the planner reload them.
 */
function optimize(sqlite: SQLite.Database, mask?: number) {
  sqlite.pragma(mask === undefined ? 'optimize' : `optimize = ${mask}`);
  const stat4 = sqlite.prepare("select 1 from sqlite_schema where name = 'sqlite_stat4'").get();
  if (stat4 && sqlite.prepare('select 1 from sqlite_stat4 limit 1').get()) {
    sqlite.exec('delete from sqlite_stat4; analyze sqlite_schema');
  }
}

export interface DatabaseOptions {
  /** PostgreSQL connections at most (DATABASE_POOL_MAX). */
  poolSize?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** A connection broke (PostgreSQL restarted, a backend was terminated); the pool replaces it. */
  onConnectionError?: (err: Error) => void;
}

export function createDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Db {
  if (target.engine === 'sqlite') {
    if (target.file !== ':memory:') mkdirSync(dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
    // Keeps the planner's statistics current (SQLite's advice for long-lived connections): without
    // them it may pick a shared, unselective index, e.g. every company's items of one product.
    optimize(sqlite, 0x10002);
    setInterval(() => sqlite.open && optimize(sqlite), 6 * 60 * 60 * 1000).unref();
    return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
  }
  const pool = new pg.Pool({
    connectionString: withDefaultUser(target.url),
    max: options.poolSize ?? DATABASE_POOL_DEFAULTS.max,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DATABASE_POOL_DEFAULTS.connectTimeoutMs,
    statement_timeout: options.statementTimeoutMs ?? DATABASE_POOL_DEFAULTS.statementTimeoutMs,
    // A peer that vanished without closing (a failover, a dropped route) is noticed, not waited on.
    keepAlive: true,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // node-postgres emits 'error' on an idle connection the server closed, and on one lent out between
  // queries; unheard, either ends the process. The broken connection is discarded either way, and
  // the next query opens a new one.
  const connectionError = (err: Error) => options.onConnectionError?.(err);
  pool.on('error', connectionError);
  pool.on('connect', (client) => client.on('error', connectionError));
  prepareNamedStatements(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}

export interface PoolStats {
  /** Connections lent to a query or transaction. */
  inUse: number;
  /** Queries waiting for a connection: the pool is too small or connections are held too long. */
  waiting: number;
}

const pools = new WeakMap<Db, pg.Pool>();

/**
 * The PostgreSQL pool's load, for the metrics; undefined on SQLite (one synchronous connection: a
 * query never waits for it) and for a Kysely derived from the one createDatabase returned.
 */
export function poolStats(db: Db): PoolStats | undefined {
  const pool = pools.get(db);
  return pool && { inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount };
}

/**
 * A connection of its own, outside the pool, with the pool's settings: for `LISTEN`, which holds its
 * connection for as long as it listens. Undefined on SQLite.
 */
export function separateConnection(db: Db): pg.Client | undefined {
  const pool = pools.get(db);
  return pool && new pg.Client(pool.options);
}

/**
 * Runs `work` in a transaction, or in the caller's when `db` already is one: Kysely cannot nest
 * them, and a repository write (a booking, say) runs alone or inside a route's audited write.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** libpq falls back to the OS user when a URL names none; node-postgres only does when USER is set, so say it. */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = process.env.PGUSER ?? userInfo().username;
  return parsed.toString();
}

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
}

const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Normalises a timestamp column (text in SQLite, Date in PostgreSQL) to ISO 8601. */
export function toIso(value: string | Date): string;
export function toIso(value: string | Date | null): string | null;
export function toIso(value: string | Date | null): string | null {
  if (value === null) return null;
  // What nowIso stores is already the answer; parsing and formatting it again was a hot spot of long lists.
  if (typeof value === 'string' && CANONICAL_ISO.test(value)) return value;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function nowIso(): string {
  return new Date().toISOString();
}
