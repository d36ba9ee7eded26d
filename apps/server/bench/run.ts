// `npm run bench`: the platform's figures, on a scratch SQLite database with 100,000 contacts.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { createPasswordHasher } from '../src/plugins/passwords.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';
import { seedBulkCustomerUsers, seedBulkOrders } from './seed-bulk.ts';

const CONTACTS = 100_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const APP_PORT = 3301;
const BARE_PORT = 3302;
const here = fileURLToPath(new URL('.', import.meta.url));
const serverEntry = join(here, '../dist/server.js');

interface Row {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

function startChild(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function measure(name: string, options: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, reqPerSec: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

async function main() {
  if (!existsSync(serverEntry)) throw new Error('Build the server first: npm run build -w apps/server');
  const dir = mkdtempSync(join(tmpdir(), 'op-bench-'));
  const file = join(dir, 'bench.sqlite');
  const db = createDatabase({ engine: 'sqlite', file });
  await migrateToLatest(db);
  await seedDemoData(db, await createPasswordHasher());
  const seedStart = Date.now();
  await seedBulkCustomerUsers(db, CONTACTS);
  const product = await db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
  await seedBulkOrders(db, CONTACTS, product.id);
  const contacts = await db
    .selectFrom('customer_users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  await db.destroy();
  console.log(
    `Seeded ${contacts.n} contacts and ${CONTACTS} orders in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const app = startChild([serverEntry], {
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${file}`,
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'never',
  });
  const bare = startChild([join(here, 'bare-server.mjs')], { PORT: String(BARE_PORT) });
  try {
    await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
    const login = await fetch(`http://127.0.0.1:${APP_PORT}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
    });
    const { access_token } = (await login.json()) as { access_token: string };

    const app = (path: string) => `http://127.0.0.1:${APP_PORT}${path}`;
    const asOwner = { authorization: `Bearer ${access_token}` };
    const rows: Row[] = [];
    rows.push(await measure('bare node:http health', { url: `http://127.0.0.1:${BARE_PORT}/` }));
    rows.push(await measure('GET /api/health', { url: app('/api/health') }));
    rows.push(await measure('GET /api/customer (authenticated)', { url: app('/api/customer'), headers: asOwner }));
    rows.push(
      await measure('POST /api/login (argon2id)', {
        url: app('/api/login'),
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
      }),
    );
    // The dashboard's calls, each on its own, for the demo owner among 100,000 companies' orders.
    const dashboard: [string, string][] = [
      ['dashboard: GET /api/giftcards', '/api/giftcards'],
      ['dashboard: GET /api/products?per_page=4', '/api/products?per_page=4'],
      [
        'dashboard: latest order',
        '/api/orders?include=fulfillments,fulfillments.statuses,fulfillments.items&limit=1&order_by=created_at&order_dir=desc',
      ],
      ['dashboard: GET /api/events', '/api/events'],
      ['dashboard: GET /api/notifications', '/api/notifications'],
    ];
    for (const [name, path] of dashboard) rows.push(await measure(name, { url: app(path), headers: asOwner }));

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, SQLite, ${contacts.n} contacts\n`);
    console.table(
      rows.map((r) => ({
        scenario: r.name,
        'req/s': Math.round(r.reqPerSec),
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
      })),
    );
    const ratio = rows[1]!.reqPerSec / rows[0]!.reqPerSec;
    console.log(`health vs bare node:http: ${ratio.toFixed(2)}x (goal >= 0.85)`);
    console.log(`authenticated read p99: ${rows[2]!.p99} ms (goal <= 20)`);
    const slowest = rows.slice(4).reduce((a, b) => (a.reqPerSec < b.reqPerSec ? a : b));
    console.log(
      `dashboard calls: slowest ${Math.round(slowest.reqPerSec)} req/s (${slowest.name}); worst p99 ${Math.max(...rows.slice(4).map((r) => r.p99))} ms (goal >= 2000 req/s, p99 <= 20)`,
    );
  } finally {
    app.kill('SIGTERM');
    bare.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
