import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { prepareOn } from '../db/prepared.ts';
import type { JobsTable } from '../db/schema.ts';
import { limitOf } from '../db/limit.ts';
import type { JobsConfig, JobStore } from './job-store.ts';
import { backoffSeconds } from './job-store.ts';
import { COUNTED_STATES, type JobCount, type JobName, type StoredJob } from './job-types.ts';

const WAITING = ['created', 'retry'] as const;
const HOUR = 60 * 60 * 1000;
/** Finished jobs are kept a while for diagnosis, then deleted. */
const KEEP_COMPLETED_MS = 24 * HOUR;
const KEEP_FAILED_MS = 30 * 24 * HOUR;

/** Abandoned jobs matter after expireSeconds (minutes), so they are looked for now and then, not at every poll. */
const EXPIRY_CHECK_MS = 30_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** Every write queues its mail here, in its own transaction: compiled once. */
const insertJob = prepareOn(
  (
    db,
    name: string,
    data: string,
    singletonKey: string | null,
    retryLimit: number,
    startAfter: string,
    createdAt: string,
  ) =>
    db
      .insertInto('jobs')
      .values({
        name,
        data,
        state: sql.lit('created'),
        singleton_key: singletonKey,
        retry_limit: retryLimit,
        retry_count: sql.lit(0),
        start_after: startAfter,
        started_at: sql.lit(null),
        expires_at: sql.lit(null),
        completed_at: sql.lit(null),
        last_error: sql.lit(null),
        created_at: createdAt,
      })
      // The partial unique index on (name, singleton_key) of waiting jobs.
      .onConflict((oc) => oc.doNothing())
      .returning('id'),
  ['name', 'data', 'key', -101, 'start', 'created'],
);

/**
 * The queue in the `jobs` table (migration 020) for the embedded SQLite default. Each claim is one
 * UPDATE ... RETURNING, which SQLite runs under its write lock, so two processes sharing the file
 * never take the same job.
 */
export function createSqliteJobStore(db: Db, config: JobsConfig): JobStore {
  let lastCleanup = 0;
  let lastExpiry = 0;

  /** Jobs left running past their expiry by a process that died count as a failed attempt. */
  async function expireAbandoned(now: number) {
    if (now - lastExpiry < EXPIRY_CHECK_MS) return;
    lastExpiry = now;
    await db
      .updateTable('jobs')
      .set((eb) => ({
        state: eb
          .case()
          .when('retry_count', '<', eb.ref('retry_limit'))
          .then(eb.val<JobsTable['state']>('retry'))
          .else(eb.val<JobsTable['state']>('failed'))
          .end(),
        completed_at: eb.case().when('retry_count', '<', eb.ref('retry_limit')).then(null).else(iso(now)).end(),
        last_error: 'The job ran past its expiry (its process stopped).',
      }))
      .where('state', '=', 'active')
      .where('expires_at', '<', iso(now))
      .execute();
  }

  async function cleanup(now: number) {
    if (now - lastCleanup < HOUR) return;
    lastCleanup = now;
    await db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'completed'), eb('completed_at', '<', iso(now - KEEP_COMPLETED_MS))]),
          eb.and([eb('state', '=', 'failed'), eb('completed_at', '<', iso(now - KEEP_FAILED_MS))]),
        ]),
      )
      .execute();
  }

  return {
    async start() {},

    async insert(name, data, options) {
      const now = Date.now();
      const result = await insertJob(
        options.transaction ?? db,
        name,
        JSON.stringify(data),
        options.singletonKey ?? null,
        options.retryLimit,
        iso(options.startAfter?.getTime() ?? now),
        iso(now),
      );
      const row = result.rows[0];
      return row ? String(row.id) : null;
    },

    async claim(names, max) {
      if (names.length === 0) return [];
      const now = Date.now();
      await expireAbandoned(now);
      await cleanup(now);
      // A read first: an idle poll then never takes the write lock that requests are waiting for.
      const due = await db
        .selectFrom('jobs')
        .select('id')
        .where('state', 'in', WAITING)
        .where('start_after', '<=', iso(now))
        .limit(limitOf(1))
        .executeTakeFirst();
      if (!due) return [];
      const rows = await db
        .updateTable('jobs')
        .set((eb) => ({
          state: 'active',
          started_at: iso(now),
          expires_at: iso(now + config.expireSeconds * 1000),
          retry_count: eb
            .case()
            .when('started_at', 'is not', null)
            .then(eb('retry_count', '+', 1))
            .else(eb.ref('retry_count'))
            .end(),
        }))
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('state', 'in', WAITING)
            .where('name', 'in', names)
            .where('start_after', '<=', iso(now))
            .orderBy('start_after')
            .orderBy('id')
            .limit(limitOf(max)),
        )
        .where('state', 'in', WAITING)
        .returning(['id', 'name', 'data', 'retry_count', 'retry_limit'])
        .execute();
      return rows
        .sort((a, b) => a.id - b.id)
        .map((r) => ({
          id: String(r.id),
          name: r.name as JobName,
          data: JSON.parse(r.data) as unknown,
          retryCount: r.retry_count,
          retryLimit: r.retry_limit,
        }));
    },

    async complete(job) {
      await db
        .updateTable('jobs')
        .set({ state: 'completed', completed_at: iso(Date.now()) })
        .where('id', '=', Number(job.id))
        .where('state', '=', 'active')
        .execute();
    },

    async fail(job, error) {
      const now = Date.now();
      const retry = job.retryCount < job.retryLimit;
      await db
        .updateTable('jobs')
        .set({
          state: retry ? 'retry' : 'failed',
          ...(retry ? { start_after: iso(now + backoffSeconds(config.retryDelaySeconds, job.retryCount) * 1000) } : {}),
          completed_at: retry ? null : iso(now),
          last_error: error.message.slice(0, 2000),
        })
        .where('id', '=', Number(job.id))
        .where('state', '=', 'active')
        .execute();
    },

    async makeDue(names, asOf) {
      if (names.length === 0) return;
      await db
        .updateTable('jobs')
        .set({ start_after: iso(Date.now()) })
        .where('state', 'in', WAITING)
        .where('name', 'in', names)
        .where('start_after', '<=', asOf.toISOString())
        .execute();
    },

    async list(name) {
      const rows = await db.selectFrom('jobs').selectAll().where('name', '=', name).orderBy('id').execute();
      return rows.map((r): StoredJob => ({
        id: String(r.id),
        name: r.name,
        data: JSON.parse(r.data) as unknown,
        state: r.state,
        startAfter: new Date(r.start_after),
        retryCount: r.retry_count,
        retryLimit: r.retry_limit,
      }));
    },

    async counts() {
      const rows = await db
        .selectFrom('jobs')
        .select(['name', 'state', (eb) => eb.fn.countAll<number>().as('count')])
        .where('state', 'in', COUNTED_STATES)
        .groupBy(['name', 'state'])
        .execute();
      return rows as JobCount[];
    },

    async close() {},
  };
}
