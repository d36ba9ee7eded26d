import type { Db } from '../db/database.ts';
/**
 * Every job the app runs: its name and its payload (plain JSON: no Dates, no class instances). The
 * layer that runs a job declares it here by declaration merging, beside its handler (docs/jobs.md):
 *
 *   declare module '../../jobs/job-types.ts' {
 *     interface JobPayloads { 'contacts.invite': { customer_user_id: number } }
 *   }
 *
 * Names are `area.what`, lower case.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface JobPayloads {}

export type JobName = keyof JobPayloads;

export interface SendOptions {
  /** Not before this moment (reminders days ahead). Default: now. */
  startAfter?: Date;
  /**
   * While a job with this name and key waits to run, another send with the same key is dropped and
   * resolves to null (e.g. `booking:42:reminder-24h`). Once the job has started, the key is free again.
   */
  singletonKey?: string;
  /** Retries after the first attempt fails (default: config.jobs.retryLimit). */
  retryLimit?: number;
  /**
   * Queue the job inside this open transaction, so it exists exactly when the transaction's
   * writes do (a booking and its confirmation mail).
   */
  transaction?: Db;
}

export interface JobInfo {
  id: string;
  name: JobName;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** Runs allowed in all: retryLimit + 1. */
  maxAttempts: number;
}

/** Runs one job. Throwing fails this attempt: it is retried with backoff until the limit, then marked failed. */
export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobInfo) => Promise<void>;

export interface StoredJob {
  id: string;
  name: string;
  data: unknown;
  state: 'created' | 'retry' | 'active' | 'completed' | 'failed';
  startAfter: Date;
  /** Attempts started before the current (or next) one. */
  retryCount: number;
  retryLimit: number;
}

/** Jobs of one name in one state that needs watching (finished jobs are not counted). */
export interface JobCount {
  name: string;
  state: (typeof COUNTED_STATES)[number];
  count: number;
}

/** Waiting (created, retry), running (active) and failed for good. */
export const COUNTED_STATES = ['created', 'retry', 'active', 'failed'] as const;

/** The durable job queue on the app context (`ctx.jobs`): pg-boss on PostgreSQL, the `jobs` table on SQLite. */
export interface JobQueue {
  /** Queues a job; resolves to its id, or null when `singletonKey` matched a waiting job. */
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<string | null>;
  /** Sets the function that runs `name` jobs in this process; call while the app is built, before start. */
  register<N extends JobName>(name: N, handler: JobHandler<N>): void;
  /** Starts polling for due jobs (unless config.jobs.workers is false). */
  start(): Promise<void>;
  /** Stops polling and waits for running jobs to finish and be recorded; jobs not yet taken stay queued. */
  stop(): Promise<void>;
  /**
   * Runs every registered job that is due (by `asOf`, default now) in this process until none is
   * left, and waits for jobs this process is already running. Tests use it instead of sleeping; with
   * `asOf` in the future, jobs due by then are made due now first (a reminder test).
   */
  drain(options?: { asOf?: Date }): Promise<void>;
  /** The stored jobs of one name (waiting, running, completed or failed), oldest first: tests and diagnostics. */
  list(name: JobName): Promise<StoredJob[]>;
  /** Jobs by name and state, read when the metrics are scraped. */
  counts(): Promise<JobCount[]>;
}
