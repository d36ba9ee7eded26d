import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, type TestDatabase } from '../../test/app.ts';
import { createDatabase, type Db } from '../db/database.ts';
import type { JobsConfig } from './job-store.ts';
import { createJobQueue, type JobLog } from './job-queue.ts';
import type { JobQueue } from './job-types.ts';

const dir = mkdtempSync(join(tmpdir(), 'op-jobs-'));
let base: TestDatabase;
const extraDbs: Db[] = [];
const queues: JobQueue[] = [];

beforeAll(async () => {
  base = await copyTemplate(dir);
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  for (const db of extraDbs) await db.destroy();
  await base.db.destroy();
  await base.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Another connection (pool) to the test database: what a second app process would have. */
function anotherConnection(): Db {
  const db = createDatabase(base.target, { poolSize: 3 });
  extraDbs.push(db);
  return db;
}

function recordingLog() {
  const lines: { level: 'warn' | 'error'; msg: string }[] = [];
  const log: JobLog = {
    warn: (_obj, msg) => lines.push({ level: 'warn', msg }),
    error: (_obj, msg) => lines.push({ level: 'error', msg }),
  };
  return { log, lines };
}

function queueOn(db: Db, config: Partial<JobsConfig> = {}, log: JobLog = recordingLog().log): JobQueue {
  const q = createJobQueue(db, log, { workers: false, pollIntervalMs: 10, retryDelaySeconds: 1, ...config });
  queues.push(q);
  return q;
}

const mail = (to: string) => ({ to, subject: 'Test', text: 'Hello' });

async function until(check: () => Promise<boolean>, what: string, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

// Each test uses its own recipients and counts only those: the database is shared by the file.
// A test that starts workers stops them before it ends, or they would take the next test's jobs.
const jobsTo = async (q: JobQueue, prefix: string) =>
  (await q.list('mail.send')).filter((j) => (j.data as { to: string }).to.startsWith(prefix));

describe('job queue: one run per job', () => {
  it('runs each job exactly once with two processes working one database', { timeout: 60_000 }, async () => {
    const runsFile = join(dir, 'runs.txt');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/job-worker-process.ts', JSON.stringify(base.target), runsFile],
      { cwd: join(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('worker ready') && resolve());
      child.on('exit', (code) => reject(new Error(`worker exited with ${code}`)));
    });
    const here = queueOn(anotherConnection(), { workers: true, concurrency: 2 });
    here.register('mail.send', async (_data, job) => {
      appendFileSync(runsFile, `${process.pid} ${job.id}\n`);
      await new Promise((r) => setTimeout(r, 15));
    });
    await here.start();

    const sender = queueOn(base.db);
    const ids = await Promise.all(
      Array.from({ length: 60 }, (_, i) => sender.send('mail.send', mail(`once${i}@jobs.test`))),
    );
    await until(
      async () => (await jobsTo(sender, 'once')).every((j) => j.state === 'completed'),
      'all jobs to complete',
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await here.stop();

    const runs = readFileSync(runsFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(' '));
    expect(runs.map(([, id]) => id).sort()).toEqual([...ids].sort());
    // Both processes took part.
    expect(new Set(runs.map(([pid]) => pid)).size).toBe(2);
  });

  it('finishes a running job on stop and records it, so no other process runs it again', async () => {
    const db = anotherConnection();
    const first = queueOn(db, { workers: true });
    let release!: () => void;
    const started = new Promise<void>((resolve) => {
      first.register('mail.send', async () => {
        resolve();
        await new Promise<void>((r) => (release = r));
      });
    });
    await first.start();
    const id = await queueOn(base.db).send('mail.send', mail('graceful@jobs.test'));
    await started;
    const stopping = first.stop();
    setTimeout(() => release(), 50);
    await stopping;
    const [job] = await jobsTo(first, 'graceful');
    expect(job).toMatchObject({ id, state: 'completed', retryCount: 0 });
  });
});

describe('job queue: durability', () => {
  it('runs a job queued before a restart after the next start', async () => {
    const before = queueOn(anotherConnection());
    await before.start();
    const id = await before.send('mail.send', mail('restart@jobs.test'));
    await before.stop();

    const after = queueOn(anotherConnection(), { workers: true });
    const ran = new Promise<string>((resolve) => after.register('mail.send', async (_data, job) => resolve(job.id)));
    await after.start();
    expect(await ran).toBe(id);
    await after.stop();
  });

  it('keeps polling while the database is away and runs jobs once it is back', async () => {
    let away = false;
    // Every query fails as a terminated connection does while `away` (a restart, a failover).
    const flaky = anotherConnection().withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        if (away) throw new Error('Connection terminated unexpectedly');
        return args.result;
      },
    });
    const { log, lines } = recordingLog();
    const worker = queueOn(flaky, { workers: true }, log);
    const ran: string[] = [];
    worker.register('mail.send', async (data) => {
      if (data.to.startsWith('away')) ran.push(data.to);
    });
    await worker.start();
    try {
      away = true;
      // Some thirty polls fail (on SQLite each is logged; pg-boss's fetch reports none, it finds nothing).
      await new Promise((r) => setTimeout(r, 300));
      away = false;
      await queueOn(base.db).send('mail.send', mail('away@jobs.test'));
      await until(async () => ran.length === 1, 'the job to run after the database came back');
    } finally {
      await worker.stop();
    }
    expect(lines.every((l) => l.level === 'error' && l.msg === 'job poll failed')).toBe(true);
  });

  it('queues a job inside a transaction only when the transaction commits', async () => {
    const q = queueOn(base.db);
    await base.db
      .transaction()
      .execute(async (trx) => {
        await q.send('mail.send', mail('tx-rolled-back@jobs.test'), { transaction: trx });
        throw new Error('roll back');
      })
      .catch(() => {});
    await base.db.transaction().execute(async (trx) => {
      await q.send('mail.send', mail('tx-committed@jobs.test'), { transaction: trx });
    });
    expect((await jobsTo(q, 'tx-')).map((j) => (j.data as { to: string }).to)).toEqual(['tx-committed@jobs.test']);
  });
});

describe('job queue: retries', () => {
  it('retries a failing job with growing delays, then marks it failed and logs it', async () => {
    const { log, lines } = recordingLog();
    const q = queueOn(anotherConnection(), {}, log);
    const attempts: number[] = [];
    q.register('mail.send', async (data, job) => {
      if (data.to !== 'retry@jobs.test') return; // left by another test
      attempts.push(job.attempt);
      throw new Error('SMTP is down');
    });
    await q.send('mail.send', mail('retry@jobs.test'), { retryLimit: 2 });

    const delays: number[] = [];
    for (let run = 0; run < 3; run++) {
      const sent = Date.now();
      // The first run is due now; each retry is made due at once rather than waited for.
      await q.drain(run === 0 ? {} : { asOf: new Date(Date.now() + 60_000) });
      const [job] = await jobsTo(q, 'retry');
      if (run < 2) {
        expect(job!.state).toBe('retry');
        delays.push((job!.startAfter.getTime() - sent) / 1000);
      } else {
        expect(job!.state).toBe('failed');
      }
    }
    expect(attempts).toEqual([1, 2, 3]);
    // retryDelaySeconds 1: the first retry 1-2 s later, the second 2-4 s (with a little clock slack).
    expect(delays[0]).toBeGreaterThanOrEqual(0.9);
    expect(delays[0]).toBeLessThan(2.5);
    expect(delays[1]).toBeGreaterThanOrEqual(1.9);
    expect(delays[1]).toBeLessThan(4.5);
    expect(lines).toEqual([
      { level: 'warn', msg: 'job failed; it will be retried' },
      { level: 'warn', msg: 'job failed; it will be retried' },
      { level: 'error', msg: 'job failed for good' },
    ]);
  });
});

describe('job queue: scheduling', () => {
  it('does not run a job before its startAfter', async () => {
    const q = queueOn(anotherConnection(), { workers: true });
    const startAfter = new Date(Date.now() + 400);
    const ran = new Promise<number>((resolve) => q.register('mail.send', async () => resolve(Date.now())));
    await q.start();
    await q.send('mail.send', mail('later@jobs.test'), { startAfter });
    expect(await ran).toBeGreaterThanOrEqual(startAfter.getTime());
    await q.stop();
  });

  it('keeps a reminder days ahead waiting until it is due', async () => {
    const q = queueOn(anotherConnection());
    const runs: string[] = [];
    q.register('mail.send', async (data) => void (data.to === 'reminder@jobs.test' && runs.push(data.to)));
    const in24h = new Date(Date.now() + 24 * 60 * 60_000);
    await q.send('mail.send', mail('reminder@jobs.test'), { startAfter: in24h });
    await q.drain();
    expect(runs).toEqual([]);
    const [waiting] = await jobsTo(q, 'reminder');
    expect(waiting).toMatchObject({ state: 'created' });
    expect(Math.abs(waiting!.startAfter.getTime() - in24h.getTime())).toBeLessThan(1000);
    await q.drain({ asOf: new Date(in24h.getTime() + 1000) });
    expect(runs).toEqual(['reminder@jobs.test']);
  });

  it('drops a send whose singletonKey matches a waiting job', async () => {
    const q = queueOn(base.db);
    const startAfter = new Date(Date.now() + 60 * 60_000);
    const first = await q.send('mail.send', mail('single@jobs.test'), { singletonKey: 'booking:1:24h', startAfter });
    const second = await q.send('mail.send', mail('single@jobs.test'), { singletonKey: 'booking:1:24h', startAfter });
    const other = await q.send('mail.send', mail('single@jobs.test'), { singletonKey: 'booking:1:1h', startAfter });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    expect(other).not.toBeNull();
    expect(await jobsTo(q, 'single')).toHaveLength(2);
  });
});

describe('job queue: counts for the metrics', () => {
  it('counts waiting, running and failed jobs by kind', async () => {
    const q = queueOn(base.db);
    const kind = 'auth.password-reset';
    const count = async (state: string) =>
      (await q.counts()).find((c) => c.name === kind && c.state === state)?.count ?? 0;
    const before = { created: await count('created'), active: await count('active'), failed: await count('failed') };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    q.register(kind, async ({ email }) => {
      if (email === 'fails@jobs.test') throw new Error('mail server down');
      if (email === 'runs@jobs.test') await released;
    });
    await q.send(kind, { email: 'waits@jobs.test' }, { startAfter: new Date(Date.now() + 60 * 60_000) });
    // drain() runs one job at a time, in order: the failing one first, then the one that stays running.
    await q.send(kind, { email: 'fails@jobs.test' }, { retryLimit: 0 });
    await q.send(kind, { email: 'runs@jobs.test' });

    const drained = q.drain();
    await until(async () => (await count('failed')) === before.failed + 1, 'the failing job to fail');
    await until(async () => (await count('active')) === before.active + 1, 'the blocked job to run');
    expect(await count('created')).toBe(before.created + 1);
    // Finished jobs are history, not load.
    expect((await q.counts()).map((c) => c.state)).not.toContain('completed');
    release();
    await drained;
    expect(await count('active')).toBe(before.active);
  });
});
