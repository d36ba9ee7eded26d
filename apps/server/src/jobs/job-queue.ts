import { isPostgres, type Db } from '../db/database.ts';
import { createPgBossJobStore } from './pg-boss-job-store.ts';
import { createSqliteJobStore } from './sqlite-job-store.ts';
import { JOBS_DEFAULTS, type ClaimedJob, type JobLog, type JobsConfig, type JobStore } from './job-store.ts';

export type { JobLog };
import type { JobHandler, JobName, JobQueue } from './job-types.ts';

/**
 * The job queue on `db`: pg-boss on PostgreSQL, the `jobs` table on SQLite. The runner below, the
 * same on both, polls for due jobs, runs their handlers and records the outcome.
 */
export function createJobQueue(db: Db, log: JobLog, overrides: Partial<JobsConfig> = {}): JobQueue {
  const config = { ...JOBS_DEFAULTS, ...overrides };
  const store: JobStore = isPostgres(db) ? createPgBossJobStore(db, config, log) : createSqliteJobStore(db, config);
  // Each handler takes its own payload type; the map holds them all.
  const handlers = new Map<JobName, JobHandler<never>>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let stopping = false;

  const names = () => [...handlers.keys()];

  async function run(job: ClaimedJob) {
    const handler = handlers.get(job.name)!;
    const info = { id: job.id, name: job.name, attempt: job.retryCount + 1, maxAttempts: job.retryLimit + 1 };
    try {
      await handler(job.data as never, info);
    } catch (thrown) {
      const err = thrown instanceof Error ? thrown : new Error(String(thrown));
      const final = job.retryCount >= job.retryLimit;
      log[final ? 'error' : 'warn'](
        { err, job: info },
        final ? 'job failed for good' : 'job failed; it will be retried',
      );
      await store.fail(job, err).catch((e: unknown) => log.error({ err: e, job: info }, 'job failure not recorded'));
      return;
    }
    // Not recorded (database gone): the job expires and runs again, so handlers must tolerate a rerun.
    await store.complete(job).catch((e: unknown) => log.error({ err: e, job: info }, 'job completion not recorded'));
  }

  function track(job: ClaimedJob) {
    const done = run(job).finally(() => running.delete(done));
    running.add(done);
  }

  async function poll() {
    let next = config.pollIntervalMs;
    try {
      const free = config.concurrency - running.size;
      if (free > 0) {
        const jobs = await store.claim(names(), free);
        jobs.forEach(track);
        // A full batch: more may be waiting, look again at once.
        if (jobs.length === free) next = 0;
      }
    } catch (err) {
      log.error({ err }, 'job poll failed');
    }
    if (!stopping) timer = setTimeout(() => (polling = poll()), next);
  }

  return {
    send(name, data, options = {}) {
      return store.insert(name, data, {
        startAfter: options.startAfter,
        singletonKey: options.singletonKey,
        retryLimit: options.retryLimit ?? config.retryLimit,
        transaction: options.transaction,
      });
    },

    register(name, handler) {
      if (handlers.has(name)) throw new Error(`A handler for job ${name} is already registered.`);
      handlers.set(name, handler as JobHandler<never>);
    },

    async start() {
      await store.start(names());
      if (config.workers && !stopping) polling = poll();
    },

    async stop() {
      stopping = true;
      clearTimeout(timer);
      await polling;
      while (running.size) await Promise.all(running);
      await store.close();
    },

    async drain(options = {}) {
      if (options.asOf) await store.makeDue(names(), options.asOf);
      for (;;) {
        // One at a time, oldest first, so a test sees jobs run in the order they were sent.
        const [job] = await store.claim(names(), 1);
        if (job) await run(job);
        else if (running.size) await Promise.all(running);
        else return;
      }
    },

    list: (name) => store.list(name),
    counts: () => store.counts(),
  };
}
