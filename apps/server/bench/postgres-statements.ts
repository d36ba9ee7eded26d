// `npx tsx bench/postgres-statements.ts`: one connection, queries run one after another, with and
// without named prepared statements, in alternating blocks; on BENCH_PG_DB (a database `npm run
// bench` seeded and kept) of BENCH_DATABASE_URL's or TEST_DATABASE_URL's server. Besides the wall
// time per query it reads the CPU time of the server process behind each connection (the server
// must run on this machine), which a busy shared machine disturbs far less than wall time.
import { readFileSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { createDatabase, withDefaultUser, type Db } from '../src/db/database.ts';
import type { Database } from '../src/db/schema.ts';
import { listOwnedProducts } from '../src/features/products/products.feature.ts';

const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const name = process.env.BENCH_PG_DB;
if (!server || !name) throw new Error('Set BENCH_PG_DB and BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
const url = new URL(server);
url.pathname = `/${name}`;

const named = createDatabase({ engine: 'postgres', url: url.toString() }, { poolSize: 1 });
const plain = new Kysely<Database>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: withDefaultUser(url.toString()), max: 1 }) }),
});

const owner = await named
  .selectFrom('customer_users')
  .select(['id', 'customer_id'])
  .where('email', '=', 'owner@demo.test')
  .executeTakeFirstOrThrow();

/** The access check's lookup (plugins/access.ts) and My Products' query, as a request makes them. */
const workloads: [string, (db: Db) => Promise<unknown>][] = [
  [
    'access check lookup',
    (db) =>
      db
        .selectFrom('customer_users as cu')
        .leftJoin('customers as c', 'c.id', 'cu.customer_id')
        .select((eb) => [
          'cu.id',
          'cu.token_version',
          'cu.customer_id',
          'c.subsidiary_id',
          eb.selectFrom('revoked_tokens').select('jti').where('jti', '=', 'no-such-token').as('revoked_jti'),
        ])
        .where('cu.id', '=', owner.id)
        .executeTakeFirst(),
  ],
  ['My Products (owned units)', (db) => listOwnedProducts(db, owner.customer_id!, 1, 12)],
];

/** CPU time (user + system, in clock ticks of 10 ms) of the server process serving `db`'s one connection. */
async function serverCpu(db: Db) {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
  const fields = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

const RUNS = 2000;
const BLOCKS = 4;
for (const [label, run] of workloads) {
  const wall: Record<string, number[]> = { named: [], unnamed: [] };
  const cpu: Record<string, number[]> = { named: [], unnamed: [] };
  for (let block = 0; block < BLOCKS; block++) {
    const order = [
      ['named', named],
      ['unnamed', plain],
    ] as const;
    for (const [kind, db] of block % 2 === 0 ? order : [...order].reverse()) {
      for (let i = 0; i < 50; i++) await run(db); // warm: the plan cache, the connection
      const cpuBefore = await serverCpu(db);
      const start = process.hrtime.bigint();
      for (let i = 0; i < RUNS; i++) await run(db);
      wall[kind]!.push(Number(process.hrtime.bigint() - start) / 1e3 / RUNS);
      cpu[kind]!.push((((await serverCpu(db)) - cpuBefore) * 10_000) / RUNS);
    }
  }
  const fmt = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' / ');
  console.log(`${label}, µs per query over ${BLOCKS} blocks of ${RUNS}:`);
  console.log(`  named:   wall ${fmt(wall.named!)}; server CPU ${fmt(cpu.named!)}`);
  console.log(`  unnamed: wall ${fmt(wall.unnamed!)}; server CPU ${fmt(cpu.unnamed!)}`);
}
await named.destroy();
await plain.destroy();
