// `npm run bench:contacts`: GET /api/admin/customer_users with 200,000 contacts, on SQLite and
// (when TEST_DATABASE_URL is set) on a scratch PostgreSQL database created and dropped here.
// Requests go through the whole app (access check, validation, query, serialisation) by inject().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import type { AppConfig, DatabaseTarget } from '../src/config.ts';
import { createDatabase, withDefaultUser } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { createPasswordHasher } from '../src/plugins/passwords.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';
import { seedBulkCustomerUsers } from './seed-bulk.ts';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const GOAL_P95_MS = 50;

/** Each scenario rotates through its queries, so no single plan or page is measured warm only. */
const SCENARIOS: { name: string; queries: string[] }[] = [
  {
    name: 'search, common last name (~12k hits)',
    queries: ['search=smith', 'search=garcia', 'search=nguyen', 'search=rossi'],
  },
  {
    name: 'search, email or internal id (few hits)',
    queries: ['search=bulk.12345', 'search=567890', 'search=bulk.199', 'search=5012345'],
  },
  { name: 'search, first + last name', queries: ['search=Emma%20Lopez', 'search=Liam%20Smith', 'search=Noah%20Brown'] },
  { name: 'search, company word (~33k hits)', queries: ['search=monogram', 'search=emblem', 'search=transfer'] },
  {
    name: 'search + sort by last_name',
    queries: ['search=mateo&order_by=last_name', 'search=sofia&order_by=last_name&order_dir=desc'],
  },
  {
    name: 'sorted page, no search',
    queries: [
      'order_by=last_name',
      'order_by=email&order_dir=desc',
      'order_by=created_at&page=50',
      'order_by=internal_id&page=2',
    ],
  },
  { name: 'default page + date range', queries: ['start_date=2020-01-01&end_date=2100-01-01', 'page=2'] },
  { name: '2-letter search (no index; info)', queries: ['search=li', 'search=em'] },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(target: DatabaseTarget, label: string, dataDir: string) {
  const db = createDatabase(target);
  await migrateToLatest(db);
  const hasher = await createPasswordHasher(true);
  await seedDemoData(db, hasher);
  const started = Date.now();
  await seedBulkCustomerUsers(db, CONTACTS);
  // The steady state autovacuum reaches after a bulk load: GIN pending list merged, visibility map
  // set. Straight after the load a common word's count takes twice as long (68 ms against 34 ms).
  if (target.engine === 'postgres') await sql`vacuum analyze`.execute(db);
  console.log(`${label}: seeded ${CONTACTS} contacts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: target,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-signing',
    publicUrl: 'http://portal.bench',
    mailFrom: 'bench@portal.bench',
    outboxDir: join(dataDir, 'outbox'),
    logLevel: 'silent',
    webDist: join(dataDir, 'no-web'),
    seedDemo: 'never',
    trustProxy: false,
    fastHashing: true,
  };
  const app = await buildApp(config, { db, logger: false });
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@demo.test', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json<{ access_token: string }>().access_token}` };
    const rows = [];
    for (const scenario of SCENARIOS) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < RUNS + 10; i++) {
        const query = scenario.queries[i % scenario.queries.length]!;
        const t0 = performance.now();
        const res = await app.inject({ method: 'GET', url: `/api/admin/customer_users?${query}`, headers });
        const elapsed = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
        if (i >= 10) times.push(elapsed); // the first rounds warm caches and plans
        if (i === 0) hits = res.json<{ meta: { pagination: { total: number } } }>().meta.pagination.total;
      }
      times.sort((a, b) => a - b);
      rows.push({
        scenario: scenario.name,
        'hits (1st query)': hits,
        'p50 ms': percentile(times, 50).toFixed(1),
        'p95 ms': percentile(times, 95).toFixed(1),
      });
    }
    console.log(`\n${label}, ${CONTACTS} contacts, ${RUNS} requests per scenario (goal p95 <= ${GOAL_P95_MS} ms)`);
    console.table(rows);
  } finally {
    await app.close();
    await db.destroy();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'op-bench-contacts-'));
  try {
    await measure({ engine: 'sqlite', file: join(dir, 'bench.sqlite') }, 'SQLite', dir);
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      console.log('\nTEST_DATABASE_URL is not set: PostgreSQL skipped.');
      return;
    }
    const name = `op_bench_contacts_${process.pid}`;
    const admin = new pg.Client({ connectionString: withDefaultUser(url) });
    await admin.connect();
    await admin.query(`create database ${name}`);
    try {
      const scratch = new URL(url);
      scratch.pathname = `/${name}`;
      await measure({ engine: 'postgres', url: scratch.toString() }, 'PostgreSQL', dir);
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
