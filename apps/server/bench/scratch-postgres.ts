import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDefaultUser } from '../src/db/database.ts';

async function onServer(server: string, statement: string) {
  const client = new pg.Client({ connectionString: withDefaultUser(server) });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database for one bench run on the PostgreSQL server of BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL): a new one, dropped by `drop`; or BENCH_PG_DB, made on first use and kept
 * (`seeded` says it was there, so re-runs skip the seeding). Undefined when no server is named.
 */
export async function scratchPostgres() {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) return undefined;
  const kept = process.env.BENCH_PG_DB;
  const name = kept ?? `op_bench_${randomBytes(6).toString('hex')}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`BENCH_PG_DB: ${name} is not a plain database name`);
  const exists = (await onServer(server, `select 1 from pg_database where datname = '${name}'`)).rowCount === 1;
  if (!exists) await onServer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    seeded: exists,
    drop: async () => {
      if (!kept) await onServer(server, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * Runs one bench on a scratch SQLite database and, when a PostgreSQL server is configured, on a
 * scratch PostgreSQL one (dropped after); its figures per engine, in that order.
 */
export async function onEachEngine<F>(
  name: string,
  what: string,
  run: (engine: 'SQLite' | 'PostgreSQL', databaseUrl: string, dir: string) => Promise<F>,
): Promise<F[]> {
  const dir = mkdtempSync(join(tmpdir(), `op-bench-${name}-`));
  const rows: F[] = [];
  try {
    rows.push(await run('SQLite', `sqlite:${join(dir, `${name}.sqlite`)}`, dir));
    const postgres = await scratchPostgres();
    if (postgres) {
      try {
        rows.push(await run('PostgreSQL', postgres.url, dir));
      } finally {
        await postgres.drop();
      }
    } else {
      console.log(`No BENCH_DATABASE_URL or TEST_DATABASE_URL: ${what} runs on SQLite only`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}
