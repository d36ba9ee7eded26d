import type { Db } from '../db/database.ts';
import type { JobsConfig } from '../config.ts';
import type { JobCount, JobName, StoredJob } from './job-types.ts';

export type { JobsConfig };

/** The part of Fastify's logger the queue writes to. */
export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const JOBS_DEFAULTS: JobsConfig = {
  workers: true,
  pollIntervalMs: 1000,
  concurrency: 4,
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireSeconds: 15 * 60,
};

/** A job this process has taken and now runs. */
export interface ClaimedJob {
  id: string;
  name: JobName;
  data: unknown;
  retryCount: number;
  retryLimit: number;
}

export interface InsertOptions {
  startAfter?: Date;
  singletonKey?: string;
  retryLimit: number;
  transaction?: Db;
}

/** Storage for the queue, one per engine; the runner (job-queue.ts) is the same for both. */
export interface JobStore {
  /** Installs or checks the storage and starts its housekeeping. */
  start(names: JobName[]): Promise<void>;
  insert(name: JobName, data: unknown, options: InsertOptions): Promise<string | null>;
  /** Takes up to `max` due jobs atomically: no other process can take them too. */
  claim(names: JobName[], max: number): Promise<ClaimedJob[]>;
  complete(job: ClaimedJob): Promise<void>;
  /** Schedules a retry with backoff, or marks the job failed when it has no retries left. */
  fail(job: ClaimedJob, error: Error): Promise<void>;
  /** Makes waiting jobs due by `asOf` due now. */
  makeDue(names: JobName[], asOf: Date): Promise<void>;
  list(name: JobName): Promise<StoredJob[]>;
  counts(): Promise<JobCount[]>;
  close(): Promise<void>;
}

/** Seconds before retry number retryCount + 1: pg-boss's formula, so both engines back off alike. */
export function backoffSeconds(retryDelaySeconds: number, retryCount: number): number {
  const base = Math.max(1, retryDelaySeconds) * 2 ** Math.min(16, retryCount);
  return base + base * Math.random();
}
