import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppConfig, DatabaseTarget } from '../src/config.ts';
import { createDatabase, withDefaultUser, type Db } from '../src/db/database.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import type { Access } from '../src/plugins/access.ts';
import type { JobQueue } from '../src/jobs/job-types.ts';
import { postgresUrlFor } from './engine.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  /** Every route the app registered, as Fastify saw it (HEAD twins of GET routes included), with who may call it. */
  routes: { method: string; url: string; access?: Access }[];
  /** The app's job queue (e.g. `t.jobs.list('mail.send')`). */
  jobs: JobQueue;
  /**
   * Runs every queued job that is due (by `asOf`, default now) and waits for them, so a test can read
   * the outbox right after the request that queued the mail. Test apps run no background workers:
   * jobs run only here, in the order they were sent.
   */
  drainJobs(options?: { asOf?: Date }): Promise<void>;
  /** The .eml files written so far, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

export interface TestDatabase {
  db: Db;
  /** Where it is, to open more connections to it (a second app instance). */
  target: DatabaseTarget;
  drop: () => Promise<void>;
}

/** A fresh copy of the seeded template database (a file in `dir`, or a new PostgreSQL database). */
export async function copyTemplate(dir: string): Promise<TestDatabase> {
  const template = inject('template');
  if (template.engine === 'sqlite') {
    const file = join(dir, 'test.sqlite');
    copyFileSync(template.file, file);
    const target: DatabaseTarget = { engine: 'sqlite', file };
    return { db: createDatabase(target), target, drop: async () => {} };
  }
  const name = `op_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  // Concurrent copies of one template can collide briefly; the copy is retried.
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template.database}`);
      break;
    } catch (err) {
      if (attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50));
    }
  }
  await admin.end();
  const target: DatabaseTarget = { engine: 'postgres', url: postgresUrlFor(name) };
  return {
    db: createDatabase(target, { poolSize: 5 }),
    target,
    drop: async () => {
      const client = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
      await client.connect();
      await client.query(`drop database if exists ${name}`);
      await client.end();
    },
  };
}

/** A job that fails in a test says so on stderr (the app's own logger is off in tests). */
const jobFailuresToStderr = {
  warn: (obj: object, msg: string) => console.warn(`${msg}:`, describeJobFailure(obj)),
  error: (obj: object, msg: string) => console.error(`${msg}:`, describeJobFailure(obj)),
};

function describeJobFailure(obj: object): string {
  const { err, job } = obj as { err?: Error; job?: { name: string; attempt: number } };
  return `${job ? `${job.name} (attempt ${job.attempt}) ` : ''}${err?.message ?? ''}`;
}

/** The configuration of a test app whose files (outbox, ...) live in `dir`. */
export function testAppConfig(dir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: dir,
    database: { engine: 'sqlite', file: join(dir, 'unused.sqlite') },
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    publicUrl: 'http://portal.test',
    mailFrom: 'Owner Portal <no-reply@portal.test>',
    outboxDir: join(dir, 'outbox'),
    logLevel: 'silent',
    webDist: join(dir, 'no-web-build'),
    seedDemo: 'never',
    trustProxy: false,
    fastHashing: true,
    ...overrides,
    jobs: { workers: false, retryDelaySeconds: 1, ...overrides.jobs },
  };
}

/**
 * A fresh copy of the seeded demo database and an app on it, for one test file. `appDb` may wrap the
 * database the app's routes use (e.g. `db.withPlugin(...)` to watch their queries).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { appDb?: (db: Db) => Db } = {},
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'op-app-'));
  const { db, drop } = await copyTemplate(dir);
  const config = testAppConfig(dir, overrides);
  const outboxDir = config.outboxDir;
  const routes: TestApp['routes'] = [];
  const jobs = createJobQueue(db, jobFailuresToStderr, config.jobs);
  const app = await buildApp(config, {
    db: options.appDb?.(db) ?? db,
    jobs,
    logger: false,
    validateReplies: true,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config?.access });
    },
  });
  await app.ready();
  return {
    app,
    db,
    config,
    routes,
    jobs,
    drainJobs: (options) => jobs.drain(options),
    outbox() {
      try {
        return readdirSync(outboxDir)
          .sort()
          .map((f) => readFileSync(join(outboxDir, f), 'utf8'));
      } catch {
        return [];
      }
    },
    async close() {
      await app.close();
      await db.destroy();
      await drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
