// `npm run bench`: the platform's figures, on a scratch SQLite database with 100,000 contacts and 100,000
// referrals; the owner's reads also on a scratch PostgreSQL database seeded alike, side by side.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { createPasswordHasher } from '../src/plugins/passwords.ts';
import { API_SECURITY_HEADERS } from '../src/plugins/security.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';
import { seedBulkCustomerUsers, seedBulkOrders, seedBulkReferrals } from './seed-bulk.ts';
import { freePort } from '../test/free-port.ts';
import { IMPORT_BENCH, benchCustomerImport } from './customer-import.ts';
import { INTEGRATION_BENCH, benchIntegrationBatch } from './integration-batch.ts';
import { startBenchProcess, startBenchServer, waitUntilOk } from './bench-server.ts';
import { scratchPostgres } from './scratch-postgres.ts';
import { SEARCH_BENCH, benchSearch } from './search.ts';
import { seedTrainingBench, trainingFixture, trainingScenarios, type ScenarioHooks } from './training-booking.ts';

const CONTACTS = 100_000;
const REFERRALS = 100_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_S = 3;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
/**
 * BENCH_DB: a SQLite database file to seed once and keep (re-runs skip its seeding; BENCH_PG_DB is
 * PostgreSQL's, see scratch-postgres.ts); BENCH_ONLY:
 * scenarios whose name contains it, or one of its comma-separated parts.
 */
const KEPT_DB = process.env.BENCH_DB;
const ONLY = process.env.BENCH_ONLY?.split(',');
const here = fileURLToPath(new URL('.', import.meta.url));
const serverEntry = join(here, '../dist/server.js');

type Engine = 'sqlite' | 'postgres';
type Scenario = [string, autocannon.Options, ScenarioHooks?];

interface Row {
  name: string;
  engine: Engine;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(engine: Engine, [name, options, hooks = {}]: Scenario): Promise<Row | null> {
  if (ONLY && !ONLY.some((part) => name.includes(part)) && !name.startsWith('bare')) return null;
  // A short unmeasured run first, so V8 has compiled the hot paths of either server alike.
  await hooks.before?.();
  await autocannon({ connections: CONNECTIONS, duration: WARM_UP_S, ...options });
  await hooks.before?.();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  await hooks.after?.();
  const errors = result.errors + result.timeouts + result.non2xx;
  if (errors > 0) {
    // Which kind: a refused connection, a request past autocannon's timeout, or an HTTP status.
    // autocannon reports statusCodeStats but its typings leave it out.
    const { statusCodeStats } = result as { statusCodeStats?: Record<string, { count: number }> };
    const statuses = Object.entries(statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2'));
    console.log(
      `${name} (${engine}): ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }
  return { name, engine, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

/**
 * The demo owner's first embroidery pre-training video, with the warning acknowledged (progress is
 * refused before it), for the progress-report scenario.
 */
async function videoFixture(db: ReturnType<typeof createDatabase>) {
  const owner = await db
    .selectFrom('customer_users')
    .select('id')
    .where('email', '=', 'owner@demo.test')
    .executeTakeFirstOrThrow();
  const video = await db
    .selectFrom('videos as v')
    .innerJoin('products as p', 'p.group_id', 'v.group_id')
    .select(['v.id', 'v.duration_seconds', 'p.id as product_id'])
    .where('p.name', '=', 'persona pro 1501')
    .where('v.kind', '=', 'pre_training')
    .where('v.lang_code', '=', 'en')
    .orderBy('v.position')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('pretraining_states')
    .values({
      customer_user_id: owner.id,
      product_id: video.product_id,
      acknowledged_at: new Date().toISOString(),
      finished_at: null,
    })
    .onConflict((oc) => oc.columns(['customer_user_id', 'product_id']).doNothing())
    .execute();
  return video;
}

/** What both engines' databases hold: the demo data, 100,000 contacts with one order each, and the referrals. */
async function seedOwnerData(db: ReturnType<typeof createDatabase>) {
  await migrateToLatest(db);
  await seedDemoData(db, await createPasswordHasher());
  await seedBulkCustomerUsers(db, CONTACTS);
  const product = await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  await seedBulkOrders(db, CONTACTS, product.id);
  await seedBulkReferrals(db, REFERRALS);
}

/** A running app server on `databaseUrl`, and the demo owner's bearer token from its sign-in. */
async function startApp(databaseUrl: string, dataDir: string, jwtSecret: string) {
  const server = await startBenchServer(serverEntry, databaseUrl, dataDir, { jwtSecret });
  const url = (path: string) => `${server.base}${path}`;
  const login = await fetch(url('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { stop: server.stop, url, asOwner: { authorization: `Bearer ${access_token}` } };
}

/**
 * The demo owner's reads among 100,000 companies' orders: the dashboard's calls, each on its own,
 * and the My Products and My Orders pages; these run on both engines.
 */
function ownerReads(app: (path: string) => string, asOwner: Record<string, string>, productId: number): Scenario[] {
  return [
    ['GET /api/customer (authenticated)', { url: app('/api/customer'), headers: asOwner }],
    ['dashboard: GET /api/giftcards', { url: app('/api/giftcards'), headers: asOwner }],
    ['dashboard: GET /api/products?per_page=4', { url: app('/api/products?per_page=4'), headers: asOwner }],
    [
      'dashboard: latest order',
      {
        url: app(
          '/api/orders?include=fulfillments,fulfillments.statuses,fulfillments.items&limit=1&order_by=created_at&order_dir=desc',
        ),
        headers: asOwner,
      },
    ],
    ['dashboard: GET /api/events', { url: app('/api/events'), headers: asOwner }],
    ['dashboard: GET /api/notifications', { url: app('/api/notifications'), headers: asOwner }],
    // Page 1 of the stats (the dashboard's card and /referrals) for an owner credited with 20,000 of 100,000 referrals.
    [
      'dashboard: GET /api/customer/get_referral_stats',
      { url: app('/api/customer/get_referral_stats'), headers: asOwner },
    ],
    ['owner: GET /api/products (My Products)', { url: app('/api/products?per_page=12&page=1'), headers: asOwner }],
    [
      'owner: GET /api/products/{id} (a product page)',
      { url: app(`/api/products/${productId}?include=accessories,resources&lang_code=en`), headers: asOwner },
    ],
    [
      'owner: GET /api/orders (My Orders)',
      {
        url: app('/api/orders?include=fulfillments,fulfillments.statuses,fulfillments.items&page=1&per_page=10'),
        headers: asOwner,
      },
    ],
  ];
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error('Build the server first: npm run build -w apps/server');
  // The integration import runs on scratch databases of its own; named alone, it needs none of the data below.
  if (!ONLY || ONLY.some((part) => INTEGRATION_BENCH.includes(part))) await benchIntegrationBatch(serverEntry);
  // So does the header search, on 200,000 contacts and 500,000 shipped units of its own.
  if (!ONLY || ONLY.some((part) => SEARCH_BENCH.includes(part))) await benchSearch(serverEntry);
  if (!ONLY || ONLY.some((part) => IMPORT_BENCH.includes(part))) await benchCustomerImport(serverEntry);
  if (ONLY?.every((part) => [...INTEGRATION_BENCH, ...SEARCH_BENCH, ...IMPORT_BENCH].includes(part))) return;
  const dir = mkdtempSync(join(tmpdir(), 'op-bench-'));
  const file = KEPT_DB ?? join(dir, 'bench.sqlite');
  const seeded = KEPT_DB !== undefined && existsSync(KEPT_DB);
  const db = createDatabase({ engine: 'sqlite', file });
  const seedStart = Date.now();
  if (!seeded) await seedOwnerData(db);
  await seedTrainingBench(db);
  const video = await videoFixture(db);
  // The server's signing key, so the bench can mint the 40,000 trainees' tokens as a sign-in would.
  const jwtSecret = randomBytes(48).toString('base64url');
  const trainees = await trainingFixture(db, jwtSecret);
  const contacts = await db
    .selectFrom('customer_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    seeded
      ? `Reusing ${file}: ${contacts.n} contacts`
      : `Seeded ${contacts.n} contacts and ${CONTACTS} orders in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  const postgres = await scratchPostgres();
  const pgDb = postgres && createDatabase({ engine: 'postgres', url: postgres.url });
  if (pgDb && !postgres.seeded) {
    const pgStart = Date.now();
    await seedOwnerData(pgDb);
    // The statistics autovacuum would gather shortly after a bulk load; without them the planner guesses.
    await sql`analyze`.execute(pgDb);
    console.log(
      `Seeded PostgreSQL (${CONTACTS} contacts and orders) in ${((Date.now() - pgStart) / 1000).toFixed(1)} s`,
    );
  } else if (!pgDb) {
    console.log('No BENCH_DATABASE_URL or TEST_DATABASE_URL: the owner reads run on SQLite only');
  }

  const stops: (() => Promise<void>)[] = [];
  try {
    const sqliteApp = await startApp(`sqlite:${file}`, dir, jwtSecret);
    stops.push(sqliteApp.stop);
    const pgApp = postgres && (await startApp(postgres.url, dir, jwtSecret));
    if (pgApp) stops.push(pgApp.stop);
    const barePort = await freePort();
    const bare = startBenchProcess(join(here, 'bare-server.mjs'), {
      PORT: String(barePort),
      BARE_HEADERS: JSON.stringify(API_SECURITY_HEADERS),
    });
    stops.push(bare.stop);
    await waitUntilOk(`http://127.0.0.1:${barePort}/`);

    const { url: app, asOwner } = sqliteApp;
    const productId = async (on: ReturnType<typeof createDatabase>) =>
      (await on.selectFrom('products').select('id').where('name', '=', 'persona pro 1501').executeTakeFirstOrThrow())
        .id;
    const reads = ownerReads(app, asOwner, await productId(db));
    const pgReads = pgApp && pgDb ? ownerReads(pgApp.url, pgApp.asOwner, await productId(pgDb)) : [];
    const scenarios: Scenario[] = [
      ['bare node:http health', { url: `http://127.0.0.1:${barePort}/` }],
      ['GET /api/health', { url: app('/api/health') }],
      [
        'POST /api/login (argon2id)',
        {
          url: app('/api/login'),
          // Attempts are counted while in flight (decision 002): one account from one address gets 5
          // at once, so more connections would measure 429s, not argon2.
          connections: 4,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
        },
      ],
      ...reads,
      // The player reports every few seconds while an owner watches.
      [
        'training: POST /api/videos/{id}',
        {
          url: app(`/api/videos/${video.id}`),
          method: 'POST',
          headers: { ...asOwner, 'content-type': 'application/json' },
          body: JSON.stringify({ time: Math.floor(video.duration_seconds / 2), complete: false }),
        },
      ],
      // Last, so the bookings' mail (finished before the next round) never overlaps another scenario.
      ...trainingScenarios(app, db, trainees),
    ];
    // Every scenario ROUNDS times, in turn, and the median of each figure: on a shared two-core
    // machine one 10-second run can be 20-40 % off its neighbour (docs/performance.md).
    const rounds: Row[][] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const rows: Row[] = [];
      // Bare and health swap places every other round, so neither always runs on the warmer machine;
      // so do the engines of an owner read, run back to back so that their ratio is fair.
      const [bareScenario, healthScenario, ...rest] = scenarios;
      const pair = round % 2 === 0 ? [bareScenario!, healthScenario!] : [healthScenario!, bareScenario!];
      for (const scenario of [...pair, ...rest]) {
        const onPg = pgReads.find(([name]) => name === scenario[0]);
        const runs: [Engine, Scenario][] = onPg
          ? [
              ['sqlite', scenario],
              ['postgres', onPg],
            ]
          : [['sqlite', scenario]];
        for (const [engine, s] of round % 2 === 0 ? runs : runs.reverse()) {
          const row = await measure(engine, s);
          if (row) rows.push(row);
        }
      }
      rounds.push(rows);
    }
    const medianOf = (name: string, engine: Engine): Row | undefined => {
      const runs = rounds.flatMap((rows) => rows.filter((r) => r.name === name && r.engine === engine));
      if (runs.length === 0) return undefined;
      return {
        name,
        engine,
        reqPerSec: median(runs.map((r) => r.reqPerSec)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
      };
    };
    const measured = scenarios.flatMap(([name]) => medianOf(name, 'sqlite') ?? []);

    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each, median of ${ROUNDS} rounds, SQLite, ${contacts.n} contacts\n`,
    );
    console.table(
      measured.map((r) => ({
        scenario: r.name,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
      })),
    );
    const sideBySide = pgReads.flatMap(([name]) => {
      const lite = medianOf(name, 'sqlite');
      const pgRow = medianOf(name, 'postgres');
      return lite && pgRow ? [{ lite, pgRow }] : [];
    });
    if (sideBySide.length > 0) {
      console.log('\nThe owner reads on both engines (PostgreSQL ÷ SQLite req/s; goal >= 0.5)\n');
      console.table(
        sideBySide.map(({ lite, pgRow }) => ({
          scenario: lite.name,
          'SQLite req/s': Math.round(lite.reqPerSec),
          'SQLite p50/p99 ms': `${lite.p50}/${lite.p99}`,
          'PostgreSQL req/s': Math.round(pgRow.reqPerSec),
          'PostgreSQL p50/p99 ms': `${pgRow.p50}/${pgRow.p99}`,
          ratio: (pgRow.reqPerSec / lite.reqPerSec).toFixed(2),
          errors: lite.errors + pgRow.errors,
        })),
      );
    }
    const named = (prefix: string) => measured.filter((r) => r.name.startsWith(prefix));
    const [customer] = named('GET /api/customer');
    // The ratio of each round (bare and health run back to back), then the median: drift cancels out.
    const ratios = rounds.flatMap((rows) => {
      const bareRow = rows.find((r) => r.name.startsWith('bare'));
      const health = rows.find((r) => r.name.startsWith('GET /api/health'));
      return bareRow && health ? [health.reqPerSec / bareRow.reqPerSec] : [];
    });
    if (ratios.length > 0) {
      console.log(
        `health vs bare node:http: ${median(ratios).toFixed(2)}x, rounds ${ratios.map((r) => r.toFixed(2)).join(' ')} (goal >= 0.85)`,
      );
    }
    if (customer) console.log(`authenticated read p99: ${customer.p99} ms (goal <= 20)`);
    const [report] = named('training');
    if (report)
      console.log(
        `video progress report: ${Math.round(report.reqPerSec)} req/s, p99 ${report.p99} ms (goal >= 2000 req/s, p99 <= 20)`,
      );
    for (const row of named('live training')) {
      console.log(
        `${row.name}: ${Math.round(row.reqPerSec)} req/s, p99 ${row.p99} ms (goal: bookings >= 1000/s, none oversold)`,
      );
    }
    const calls = named('dashboard');
    if (calls.length > 0) {
      const slowest = calls.reduce((a, b) => (a.reqPerSec < b.reqPerSec ? a : b));
      console.log(
        `dashboard calls: slowest ${Math.round(slowest.reqPerSec)} req/s (${slowest.name}); worst p99 ${Math.max(...calls.map((r) => r.p99))} ms (goal >= 2000 req/s, p99 <= 20)`,
      );
    }
  } finally {
    // The servers close their connections before the scratch database is dropped under them.
    await Promise.all(stops.map((stop) => stop()));
    await db.destroy();
    await pgDb?.destroy();
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
