// `BENCH_ONLY=search npm run bench`: the back office's header search (decision 122) over 200,000
// contacts and 500,000 shipped units, on a scratch SQLite database and, with BENCH_DATABASE_URL or
// TEST_DATABASE_URL, a scratch PostgreSQL one. Each search an agent would type is sent one after
// another, as the debounced box sends them; the goal is p95 <= 50 ms. Figures go to docs/performance.md.
import { loadavg } from 'node:os';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { createPasswordHasher } from '../src/plugins/passwords.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';
import { searchCompanies, searchContacts, searchOrders, searchUnits } from '../src/features/search/search.feature.ts';
import { onEachEngine } from './scratch-postgres.ts';
import { openBenchDatabase, staffHeaders, startBenchServer } from './bench-server.ts';
import { insertShippedUnits, seedBulkCustomerUsers } from './seed-bulk.ts';

/** The bench's name for BENCH_ONLY. */
export const SEARCH_BENCH = 'search';

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 200_000);
const UNITS = Number(process.env.BENCH_UNITS ?? 500_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 40);
const BATCH = 500;

/**
 * What agents type: a whole serial, its start, order and fulfilment numbers, an email's start, a
 * common first name (thousands of matches), a full name, an internal id, a company's start, and a miss.
 * Bulk serials are `SN-U{n}`, orders `SO-U{n}`, fulfilments `IF-U{n}`, emails `bulk.{n}@bench.test`.
 */
const SEARCHES = [
  'SN-U123456',
  'sn-u4999',
  'SN-U1',
  'SO-U250001',
  'IF-U77',
  'bulk.12345',
  'bu',
  'maria',
  'james smi',
  '512345',
  'golden',
  'zz-no-such-thing',
];

async function seed(db: Db) {
  await migrateToLatest(db);
  await seedDemoData(db, await createPasswordHasher());
  await seedBulkCustomerUsers(db, CONTACTS);
  const product = await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  const companies = await db.selectFrom('customers').select('id').orderBy('id').execute();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < UNITS; start += BATCH) {
      const size = Math.min(BATCH, UNITS - start);
      const units = Array.from({ length: size }, (_, i) => ({
        customerId: companies[(start + i) % companies.length]!.id,
        n: start + i,
      }));
      await insertShippedUnits(trx, units, {
        productId: product.id,
        tag: 'U',
        itemName: 'Bench unit',
        tier: null,
        now,
      });
    }
  });
  if (isPostgres(db)) await sql`analyze`.execute(db);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The lookups alone, in this process on the seeded database (no HTTP, no token check): what the
 * indexes cost, apart from the server's and the machine's share of the time.
 */
async function timeLookups(db: Db) {
  const lookups = [searchContacts, searchCompanies, searchUnits, searchOrders];
  const times: number[] = [];
  for (const q of SEARCHES) await Promise.all(lookups.map((lookup) => lookup(db, q)));
  for (let i = 0; i < REPEATS; i++) {
    for (const q of SEARCHES) {
      const start = performance.now();
      await Promise.all(lookups.map((lookup) => lookup(db, q)));
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

interface Figures {
  engine: string;
  seedSeconds: number;
  /** The lookups in-process (timeLookups). */
  direct: { p50: number; p95: number };
  perSearch: { q: string; p50: number; p95: number; results: number }[];
  p50: number;
  p95: number;
  max: number;
  /** The machine's 1-minute load average as the searches began and ended (2 cores shared). */
  load: [number, number];
}

async function benchEngine(
  engine: string,
  serverEntry: string,
  databaseUrl: string,
  dataDir: string,
): Promise<Figures> {
  const db = openBenchDatabase(databaseUrl);
  const seedStart = Date.now();
  let direct: Figures['direct'];
  try {
    await seed(db);
    direct = await timeLookups(db);
  } finally {
    await db.destroy();
  }
  const seedSeconds = (Date.now() - seedStart) / 1000; // includes timeLookups
  const server = await startBenchServer(serverEntry, databaseUrl, dataDir);
  try {
    const { base } = server;
    const headers = await staffHeaders(base, 'service@demo.test', DEMO_PASSWORD);
    const timed = async (q: string) => {
      const start = performance.now();
      const res = await fetch(`${base}/api/admin/search?q=${encodeURIComponent(q)}`, { headers });
      const body = (await res.json()) as { results: unknown[] };
      if (res.status !== 200) throw new Error(`${q}: ${res.status} ${JSON.stringify(body)}`);
      return { ms: performance.now() - start, results: body.results.length };
    };
    for (const q of SEARCHES) await timed(q); // warm-up: statements prepared, pages cached
    const loadBefore = loadavg()[0]!;
    const all: number[] = [];
    const perSearch: Figures['perSearch'] = [];
    for (const q of SEARCHES) {
      const times: number[] = [];
      let results = 0;
      for (let i = 0; i < REPEATS; i++) {
        const run = await timed(q);
        times.push(run.ms);
        results = run.results;
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      perSearch.push({ q, p50: percentile(times, 50), p95: percentile(times, 95), results });
    }
    all.sort((a, b) => a - b);
    return {
      engine,
      seedSeconds,
      direct,
      perSearch,
      p50: percentile(all, 50),
      p95: percentile(all, 95),
      max: all.at(-1)!,
      load: [loadBefore, loadavg()[0]!],
    };
  } finally {
    await server.stop();
  }
}

export async function benchSearch(serverEntry: string): Promise<void> {
  const rows = await onEachEngine('search', 'the search', (engine, url, dir) =>
    benchEngine(engine, serverEntry, url, dir),
  );
  const ms = (n: number) => n.toFixed(1);
  console.log(
    `\nGET /api/admin/search over ${CONTACTS} contacts and ${UNITS} shipped units, ${REPEATS} times each, one at a time (goal p95 <= 50 ms)\n`,
  );
  console.table(
    SEARCHES.map((q, i) =>
      Object.fromEntries([
        ['q', q],
        ...rows.flatMap((r) => [
          [`${r.engine} p50/p95 ms`, `${ms(r.perSearch[i]!.p50)}/${ms(r.perSearch[i]!.p95)}`],
          [`${r.engine} results`, r.perSearch[i]!.results],
        ]),
      ]),
    ),
  );
  for (const r of rows) {
    console.log(
      `${r.engine}: the lookups in-process p50 ${ms(r.direct.p50)} ms, p95 ${ms(r.direct.p95)} ms; over HTTP every search p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, max ${ms(r.max)} ms (goal p95 <= 50); load average ${r.load.map((l) => l.toFixed(1)).join(' → ')}`,
    );
  }
}
