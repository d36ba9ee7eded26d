// `BENCH_ONLY=integration npm run bench`: 10,000 orders of 3 items each imported through
// POST /api/integration/batch (1,000 a request, one after another, as an ERP would send them), on a
// scratch SQLite database and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, a scratch PostgreSQL
// one; then the same batches again (a replay: nothing to write). The goal is under 60 s an engine,
// with the server's memory bounded (its peak RSS is read from /proc). Figures go to docs/performance.md.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { migrateToLatest } from '../src/db/migrator.ts';
import { onEachEngine } from './scratch-postgres.ts';
import { openBenchDatabase, startBenchServer } from './bench-server.ts';

/** The bench's name for BENCH_ONLY. */
export const INTEGRATION_BENCH = 'integration batch';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const BATCH = 1000;
const COMPANIES = 200;
const PRODUCTS = ['BENCH-EMB-1501', 'BENCH-DTG-2000', 'BENCH-SW-INSPIRE'];
const UPDATED_AT = '2026-11-26T10:00:00Z';

interface Figures {
  engine: string;
  seconds: number;
  replaySeconds: number;
  ordersPerSecond: number;
  rssBeforeMb: number;
  /** After the first batch: a peak no higher after ten shows a batch's memory is given back. */
  rssFirstBatchMb: number;
  rssPeakMb: number;
  statuses: Record<string, number>;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

function order(n: number) {
  const company = `BENCH-C${n % COMPANIES}`;
  return {
    method: 'PUT',
    path: `orders/BENCH-SO-${n}`,
    body: {
      customer_external_id: company,
      date: '2026-11-20',
      updated_at: UPDATED_AT,
      fulfillments: [
        {
          transaction_id: `IF-${n}`,
          shipping_carrier: 'UPS',
          shipping_tracking: `1Z${String(n).padStart(16, '0')}`,
          shipping_date: '2026-11-23',
          is_shipped: true,
          current_status: 'Shipped',
          statuses: [
            { status: 'ordered', created_at: '2026-11-20T15:00:00Z' },
            { status: 'picked', created_at: '2026-11-21T15:00:00Z' },
            { status: 'packed', created_at: '2026-11-22T15:00:00Z' },
            { status: 'shipped', created_at: '2026-11-23T15:00:00Z' },
          ],
          items: PRODUCTS.map((netsuite_name, i) => ({ netsuite_name, serial_number: `SN-${n}-${i}`, qty: 1 })),
        },
      ],
    },
  };
}

/** A server on `databaseUrl` with one API key of every scope, its key, and a way to stop it. */
async function startServer(serverEntry: string, databaseUrl: string, dataDir: string) {
  const db = openBenchDatabase(databaseUrl);
  await migrateToLatest(db);
  const key = `op_${randomBytes(32).toString('base64url')}`;
  await db
    .insertInto('api_keys')
    .values({
      name: 'Bench ERP',
      prefix: key.slice(0, 11),
      key_hash: createHash('sha256').update(key).digest('hex'),
      scopes: 'customers:write orders:write catalog:write',
      created_by_staff_id: null,
      created_at: new Date().toISOString(),
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
    })
    .execute();
  await db.destroy();
  return { ...(await startBenchServer(serverEntry, databaseUrl, dataDir)), key };
}

async function sendBatch(base: string, key: string, operations: unknown[]): Promise<number[]> {
  const res = await fetch(`${base}/api/integration/batch`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(operations),
  });
  if (res.status !== 200) throw new Error(`batch answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const { data } = (await res.json()) as { data: { status: number; body: unknown }[] };
  return data.map((r) => r.status);
}

async function benchEngine(engine: string, serverEntry: string, databaseUrl: string, dataDir: string) {
  const server = await startServer(serverEntry, databaseUrl, dataDir);
  try {
    const setup = [
      ...Array.from({ length: COMPANIES }, (_, i) => ({
        method: 'PUT',
        path: `customers/BENCH-C${i}`,
        body: { company_name: `Bench Company ${i}`, subsidiary_id: 1, updated_at: UPDATED_AT },
      })),
      ...PRODUCTS.map((netsuite_name) => ({
        method: 'PUT',
        path: `products/${netsuite_name}`,
        body: { name: netsuite_name.toLowerCase(), display_name: netsuite_name, updated_at: UPDATED_AT },
      })),
    ];
    await sendBatch(server.base, server.key, setup);
    const rssBeforeMb = rssMb(server.pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid))), 100);
    const statuses: Record<string, number> = {};
    let rssFirstBatchMb = 0;
    const importAll = async () => {
      const started = performance.now();
      for (let start = 0; start < ORDERS; start += BATCH) {
        const operations = Array.from({ length: Math.min(BATCH, ORDERS - start) }, (_, i) => order(start + i));
        for (const status of await sendBatch(server.base, server.key, operations))
          statuses[status] = (statuses[status] ?? 0) + 1;
        rssFirstBatchMb ||= rssPeakMb;
      }
      return (performance.now() - started) / 1000;
    };
    const seconds = await importAll();
    const replaySeconds = await importAll();
    clearInterval(sampler);
    return {
      engine,
      seconds,
      replaySeconds,
      ordersPerSecond: ORDERS / seconds,
      rssBeforeMb,
      rssFirstBatchMb,
      rssPeakMb,
      statuses,
    } satisfies Figures;
  } finally {
    await server.stop();
  }
}

/** Runs the import on each engine and prints its figures. */
export async function benchIntegrationBatch(serverEntry: string): Promise<void> {
  const rows = await onEachEngine('integration', 'the integration batch', (engine, url, dir) =>
    benchEngine(engine, serverEntry, url, dir),
  );
  console.log(`\n${ORDERS} orders of 3 items through POST /api/integration/batch, ${BATCH} a request (goal < 60 s)\n`);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      'import s': r.seconds.toFixed(1),
      'orders/s': Math.round(r.ordersPerSecond),
      'replay s': r.replaySeconds.toFixed(1),
      'RSS before MB': Math.round(r.rssBeforeMb),
      'RSS peak, 1st batch MB': Math.round(r.rssFirstBatchMb),
      'RSS peak MB': Math.round(r.rssPeakMb),
      statuses: JSON.stringify(r.statuses),
    })),
  );
}
