import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database.ts';
import { PGBOSS_SCHEMA, pgBossExecutor } from '../db/pg-boss-schema.ts';
import type { ClaimedJob, JobLog, JobsConfig, JobStore } from './job-store.ts';
import { COUNTED_STATES, type JobCount, type JobName, type StoredJob } from './job-types.ts';

const DEADLOCK = '40P01';

interface PgBossRow {
  id: string;
  name: string;
  data: unknown;
  state: StoredJob['state'] | 'cancelled';
  start_after: Date;
  retry_count: number;
  retry_limit: number;
}

/**
 * The queue on PostgreSQL: pg-boss in its own schema, created or upgraded with the database's
 * migrations (src/db/migrator.ts), under their lock: pg-boss creating it itself in each process
 * raced when replicas started together on a new database.
 * Its fetch takes jobs with FOR UPDATE SKIP LOCKED, so any number of processes share the queues;
 * its supervisor fails jobs left running by a process that died, so they are retried.
 */
export function createPgBossJobStore(db: Db, config: JobsConfig, log: JobLog): JobStore {
  const boss = new PgBoss({
    db: pgBossExecutor(db),
    schema: PGBOSS_SCHEMA,
    // Cron schedules are not used; the supervisor expires abandoned jobs and archives finished ones.
    schedule: false,
    supervise: true,
    migrate: false,
  });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  const queues = new Map<string, Promise<void>>();

  /**
   * Every queue uses the "short" policy: pg-boss keeps one waiting job per (name, singleton key).
   * A send without a key gets the job's own id as its key, so only keyed sends are ever merged.
   * Creating a queue adds a partition to pg-boss's job table; two at once can deadlock, so this
   * process creates them one after another, and retries when another process deadlocked it.
   */
  let creating: Promise<unknown> = Promise.resolve();
  const createQueue = async (name: JobName) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await boss.createQueue(name, { name, policy: 'short' });
      } catch (err) {
        if ((err as { code?: string }).code !== DEADLOCK || attempt >= 5) throw err;
      }
    }
  };
  const ensureQueue = (name: JobName) => {
    let created = queues.get(name);
    if (!created) {
      created = creating.then(() => createQueue(name));
      creating = created.catch(() => {});
      created.catch(() => queues.delete(name));
      queues.set(name, created);
    }
    return created;
  };

  return {
    async start(names) {
      await boss.start();
      for (const name of names) await ensureQueue(name);
    },

    async insert(name, data, options) {
      // Normally created at start (every registered name). Created here, outside `transaction`, it
      // would wait for a transaction that already queued another job: register handlers first.
      await ensureQueue(name);
      const id = randomUUID();
      return boss.send(name, data as object, {
        id,
        singletonKey: options.singletonKey ?? `job:${id}`,
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        retryLimit: options.retryLimit,
        retryDelay: config.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: config.expireSeconds,
        ...(options.transaction ? { db: pgBossExecutor(options.transaction) } : {}),
      });
    },

    async claim(names, max) {
      const claimed: ClaimedJob[] = [];
      for (const name of names) {
        const want: number = max - claimed.length;
        if (want <= 0) break;
        const jobs = await boss.fetch(name, { batchSize: want, includeMetadata: true });
        for (const job of jobs) {
          claimed.push({ id: job.id, name, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
        }
      }
      return claimed;
    },

    async complete(job) {
      await boss.complete(job.name, job.id);
    },

    async fail(job, error) {
      await boss.fail(job.name, job.id, { message: error.message });
    },

    async makeDue(names, asOf) {
      await sql`update ${sql.table(`${PGBOSS_SCHEMA}.job`)} set start_after = now()
        where name = any(${names}) and state < 'active' and start_after <= ${asOf}`.execute(db);
    },

    async list(name) {
      const { rows } = await sql<PgBossRow>`select id, name, data, state, start_after, retry_count, retry_limit
        from ${sql.table(`${PGBOSS_SCHEMA}.job`)} where name = ${name} order by created_on, id`.execute(db);
      return rows
        .filter((r) => r.state !== 'cancelled')
        .map((r) => ({
          id: r.id,
          name: r.name,
          data: r.data,
          state: r.state as StoredJob['state'],
          startAfter: r.start_after,
          retryCount: r.retry_count,
          retryLimit: r.retry_limit,
        }));
    },

    async counts() {
      // pg-boss's state is an enum: compared as text, so the list can be one parameter.
      const { rows } = await sql<JobCount>`select name, state, count(*)::int as count
        from ${sql.table(`${PGBOSS_SCHEMA}.job`)} where state::text = any(${COUNTED_STATES})
        group by name, state`.execute(db);
      return rows;
    },

    async close() {
      // The runner has already waited for its own jobs; pg-boss runs no workers of its own here.
      await boss.stop({ graceful: false, close: false });
    },
  };
}
