import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../src/app.ts';
import { createDatabase, withDefaultUser } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrator.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';
import { createPasswordHasher } from '../src/plugins/passwords.ts';
import { seedDemoData } from '../src/seed/demo-seed.ts';
import { testAppConfig } from './app.ts';
import { postgresUrlFor, testEngine } from './engine.ts';

const silent = { warn() {}, error() {} };

declare module 'vitest' {
  export interface ProvidedContext {
    template: { engine: 'sqlite'; file: string } | { engine: 'postgres'; database: string };
  }
}

/** Migrates and seeds one template database per run; each test file then copies it (see test/app.ts). */
export default async function setup(project: TestProject) {
  const engine = testEngine();
  const hasher = await createPasswordHasher(true);
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'op-test-'));
    const file = join(dir, 'template.sqlite');
    const db = createDatabase({ engine: 'sqlite', file });
    await migrateToLatest(db);
    await seedDemoData(db, hasher);
    await db.destroy();
    project.provide('template', { engine, file });
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const database = `op_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const db = createDatabase({ engine: 'postgres', url: postgresUrlFor(database) }, { poolSize: 1 });
  await migrateToLatest(db);
  await seedDemoData(db, hasher);
  // pg-boss's schema and every feature's queue go into the template too (an app built once and
  // closed), so no test file waits for them to be created.
  const appDir = mkdtempSync(join(tmpdir(), 'op-test-'));
  const config = testAppConfig(appDir);
  const app = await buildApp(config, { db, logger: false, jobs: createJobQueue(db, silent, config.jobs) });
  await app.ready();
  await app.close();
  rmSync(appDir, { recursive: true, force: true });
  await db.destroy();
  project.provide('template', { engine, database });
  return async () => {
    await admin.query(`drop database if exists ${database}`);
    await admin.end();
  };
}
