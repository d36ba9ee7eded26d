import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, type TestDatabase } from '../../test/app.ts';
import { createDatabase, withDefaultUser, type Db } from './database.ts';
import { rowsAt } from './limit.ts';
import { prepareNamedStatements } from './postgres-statements.ts';
import { prepareList } from './prepared.ts';

let dir: string;
let base: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'op-statements-'));
  base = await copyTemplate(dir);
});

afterAll(async () => {
  await base.db.destroy();
  await base.drop();
  rmSync(dir, { recursive: true, force: true });
});

function url(): string {
  if (base.target.engine !== 'postgres') throw new Error('PostgreSQL only (vitest.config.ts)');
  return base.target.url;
}

/** The statements the connection running this query has prepared (a pool of one: always the same). */
async function prepared(db: Db | Kysely<unknown>) {
  const { rows } = await sql<{ name: string; statement: string }>`
    select name, statement from pg_prepared_statements order by name`.execute(db);
  return rows;
}

describe('PostgreSQL prepared statements', () => {
  it('prepares a repeated query once per connection under a name from its text, and reuses it', async () => {
    const db = createDatabase({ engine: 'postgres', url: url() }, { poolSize: 1 });
    try {
      for (const n of [1, 2, 3, 4, 5, 6, 7]) {
        const row = await sql<{ n: number }>`select ${n}::int + 1 as n`.execute(db);
        expect(row.rows[0]!.n).toBe(n + 1);
      }
      const statements = (await prepared(db)).filter((s) => s.statement.includes('+ 1 as n'));
      expect(statements).toHaveLength(1);
      expect(statements[0]!.name).toMatch(/^k_/);
    } finally {
      await db.destroy();
    }
  });

  it('leaves a query without parameters unprepared, so a script of several statements still runs', async () => {
    const db = createDatabase({ engine: 'postgres', url: url() }, { poolSize: 1 });
    try {
      await sql`create temporary table scratch (n int); insert into scratch values (1)`.execute(db);
      expect((await sql<{ n: number }>`select n from scratch`.execute(db)).rows).toEqual([{ n: 1 }]);
      expect(await prepared(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('keeps at most its capacity of statements per connection, and re-prepares an evicted one when it returns', async () => {
    const pool = new pg.Pool({ connectionString: withDefaultUser(url()), max: 1 });
    prepareNamedStatements(pool, 3);
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    try {
      const run = async (k: number) =>
        (await sql<{ n: number }>`select ${k}::int * ${sql.lit(k)} as n`.execute(db)).rows[0]!.n;
      for (let k = 1; k <= 10; k++) expect(await run(k)).toBe(k * k);
      // The statement listing itself is one of the three.
      expect((await prepared(db)).length).toBeLessThanOrEqual(3);
      expect(await run(1)).toBe(1);
      expect(await run(2)).toBe(4);
      const statements = await prepared(db);
      expect(statements.length).toBeLessThanOrEqual(3);
      expect(statements.map((s) => s.statement)).toEqual(
        expect.arrayContaining([expect.stringContaining('* 1 as n'), expect.stringContaining('* 2 as n')]),
      );
    } finally {
      await db.destroy();
    }
  });
});

describe('rowsAt on PostgreSQL', () => {
  it('lets PostgreSQL keep one plan for a prepared first page; a bound OFFSET is planned on every run', async () => {
    // One connection: the statements and their plan counts are that connection's.
    const one = createDatabase(base.target, { poolSize: 1 });
    try {
      const { id } = await one.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
      // A company with thousands of orders: a tenth of them is a real cost to skip in the planner's eyes.
      await sql`insert into orders (customer_id, order_number, date, created_at, updated_at)
                  select ${id}, 'ROWS-AT-' || g, '2026-01-01', now(), now() from generate_series(1, 5000) g`.execute(
        one,
      );
      await sql`analyze orders`.execute(one);
      const runs = async (offset: number) => {
        const list = prepareList(
          one,
          (customerId: number, at: number) =>
            one
              .selectFrom('orders')
              .select(['id', sql.lit(offset).as('variant')])
              .where('customer_id', '=', customerId)
              .orderBy('created_at', 'desc')
              .$call(rowsAt(10, offset === 0 ? 0 : at)),
          [-101, -102],
        );
        for (let i = 0; i < 10; i++) await list(id, offset);
        return sql<{ generic_plans: string; custom_plans: string }>`
            select generic_plans, custom_plans from pg_prepared_statements
            where statement like ${`%${offset} as "variant"%`}`.execute(one);
      };
      const first = (await runs(0)).rows[0]!;
      const later = (await runs(20)).rows[0]!;
      expect(Number(first.generic_plans)).toBeGreaterThan(0);
      expect(Number(later.custom_plans)).toBe(10);
    } finally {
      await one.destroy();
    }
  });
});
