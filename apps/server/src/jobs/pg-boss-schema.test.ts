import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, type TestDatabase } from '../../test/app.ts';
import { createJobQueue } from './job-queue.ts';
import { migrateToLatest } from '../db/migrator.ts';
import { PGBOSS_SCHEMA, pgBossExecutor } from '../db/pg-boss-schema.ts';

// PostgreSQL only (vitest.config.ts): databases whose job queue schema an earlier version made.
const dir = mkdtempSync(join(tmpdir(), 'op-pgboss-schema-'));
let database: TestDatabase;

beforeAll(async () => {
  database = await copyTemplate(dir);
});
afterAll(async () => {
  await database.db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends one mail job and runs it: the queue works on this schema. */
async function aJobRuns(to: string): Promise<string[]> {
  const sent: string[] = [];
  const queue = createJobQueue(database.db, { warn() {}, error() {} }, { workers: false });
  queue.register('mail.send', async (data) => {
    sent.push(data.to);
  });
  await queue.start();
  await queue.send('mail.send', { to, subject: 'Test', text: 'Hello' });
  await queue.drain();
  await queue.stop();
  return sent;
}

describe('the job queue schema of an existing database', { timeout: 60_000 }, () => {
  it('keeps one that pg-boss created itself at start (before migrations made it) and the queue works on it', async () => {
    const { db } = database;
    await sql`drop schema ${sql.id(PGBOSS_SCHEMA)} cascade`.execute(db);
    const boss = new PgBoss({ db: pgBossExecutor(db), schema: PGBOSS_SCHEMA, migrate: true, supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false, close: false });

    const log: string[] = [];
    expect(await migrateToLatest(db, (line) => log.push(line))).toEqual([]);
    expect(log).toEqual([]);
    expect(await aJobRuns('made-by-pg-boss@example.test')).toEqual(['made-by-pg-boss@example.test']);
  });

  it('upgrades one an older pg-boss made, logging it, and the queue works on it', async () => {
    const { db } = database;
    // pg-boss's types say the version is a string; it compares numbers.
    await sql.raw(PgBoss.getRollbackPlans(PGBOSS_SCHEMA, 24 as never)).execute(db);

    const log: string[] = [];
    await migrateToLatest(db, (line) => log.push(line));
    expect(log).toEqual(['Applied migration pg-boss schema 23 → 24']);
    expect(await aJobRuns('upgraded@example.test')).toEqual(['upgraded@example.test']);
  });
});
