// `BENCH_ONLY=import npm run bench`: a spreadsheet of 50,000 contacts (in 5,000 companies) uploaded to
// POST /api/admin/customer-imports and imported by its job, on a scratch SQLite database and, with
// BENCH_DATABASE_URL or TEST_DATABASE_URL, a scratch PostgreSQL one; then the same file again (a
// re-run: nothing to write). The goal is under 2 minutes an engine with the server's memory bounded
// (its peak RSS is read from /proc). Figures go to docs/performance.md.
import { readFileSync } from 'node:fs';
import { migrateToLatest } from '../src/db/migrator.ts';
import { createPasswordHasher } from '../src/plugins/passwords.ts';
import { importCsv, importRows } from '../test/customer-import-files.ts';
import { onEachEngine } from './scratch-postgres.ts';
import { openBenchDatabase, staffHeaders, startBenchServer } from './bench-server.ts';

/** The bench's name for BENCH_ONLY. */
export const IMPORT_BENCH = 'customer import';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
/** One row in a thousand breaks a rule, so the rejected rows are written too. */
const BAD = Array.from({ length: Math.floor(ROWS / 1000) }, (_, i) => i * 1000 + 500);
const PASSWORD = 'bench-import-2026!';

interface Figures {
  engine: string;
  seconds: number;
  rerunSeconds: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  outcome: string;
  rerun: string;
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function startServer(serverEntry: string, databaseUrl: string, dataDir: string) {
  const db = openBenchDatabase(databaseUrl);
  await migrateToLatest(db);
  const now = new Date().toISOString();
  await db
    .insertInto('staff_users')
    .values({
      first_name: 'Bench',
      last_name: 'Admin',
      email: 'bench.admin@example.test',
      role: 'admin',
      lang_code: 'en',
      password_hash: await (await createPasswordHasher()).hash(PASSWORD),
      token_version: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.destroy();
  const server = await startBenchServer(serverEntry, databaseUrl, dataDir);
  return { ...server, headers: await staffHeaders(server.base, 'bench.admin@example.test', PASSWORD) };
}

interface Progress {
  status: string;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
}

/** Uploads the file, starts it and polls its progress (as the page does) until it is done. */
async function importOnce(base: string, headers: Record<string, string>, csv: string): Promise<[number, Progress]> {
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([csv]), 'customers.csv');
  const up = await fetch(`${base}/api/admin/customer-imports`, { method: 'POST', headers, body: form });
  const { data } = (await up.json()) as { data: { id: number; mapping: unknown } };
  const start = await fetch(`${base}/api/admin/customer-imports/${data.id}/start`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ mapping: data.mapping }),
  });
  if (start.status !== 202) throw new Error(`start answered ${start.status}: ${await start.text()}`);
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const res = await fetch(`${base}/api/admin/customer-imports/${data.id}`, { headers });
    const progress = ((await res.json()) as { data: Progress }).data;
    if (progress.status === 'done' || progress.status === 'failed')
      return [(performance.now() - started) / 1000, progress];
  }
}

const outcomeOf = (p: Progress) =>
  `${p.status}: ${p.created} created, ${p.updated} updated, ${p.unchanged} unchanged, ${p.rejected} rejected`;

async function benchEngine(engine: string, serverEntry: string, databaseUrl: string, dataDir: string) {
  const server = await startServer(serverEntry, databaseUrl, dataDir);
  try {
    const csv = importCsv(importRows(ROWS, { bad: BAD, tag: 'bench' }));
    const rssBeforeMb = rssMb(server.pid);
    let rssPeakMb = rssBeforeMb;
    const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(server.pid))), 100);
    const [seconds, first] = await importOnce(server.base, server.headers, csv);
    const [rerunSeconds, rerun] = await importOnce(server.base, server.headers, csv);
    clearInterval(sampler);
    return {
      engine,
      seconds,
      rerunSeconds,
      rowsPerSecond: ROWS / seconds,
      rssBeforeMb,
      rssPeakMb,
      outcome: outcomeOf(first),
      rerun: outcomeOf(rerun),
    } satisfies Figures;
  } finally {
    await server.stop();
  }
}

/** Runs the import on each engine and prints its figures. */
export async function benchCustomerImport(serverEntry: string): Promise<void> {
  const rows = await onEachEngine('import', 'the customer import', (engine, url, dir) =>
    benchEngine(engine, serverEntry, url, dir),
  );
  console.log(`\n${ROWS} contacts from one CSV through POST /api/admin/customer-imports and its job (goal < 120 s)\n`);
  console.table(
    rows.map((r) => ({
      engine: r.engine,
      'import s': r.seconds.toFixed(1),
      'rows/s': Math.round(r.rowsPerSecond),
      're-run s': r.rerunSeconds.toFixed(1),
      'RSS before MB': Math.round(r.rssBeforeMb),
      'RSS peak MB': Math.round(r.rssPeakMb),
      outcome: r.outcome,
      're-run': r.rerun,
    })),
  );
}
