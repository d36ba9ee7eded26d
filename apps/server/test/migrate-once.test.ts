import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, withDefaultUser } from '../src/db/database.ts';
import { postgresUrlFor, testEngine } from './engine.ts';
import { startServer, stopServer } from './server-child.ts';

const engine = testEngine();
const dir = mkdtempSync(join(tmpdir(), 'op-migrate-once-'));
const created: string[] = [];

afterAll(async () => {
  if (created.length) {
    const admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
    await admin.connect();
    for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  rmSync(dir, { recursive: true, force: true });
});

/** A new, empty database of this run's engine: its DATABASE_URL. */
async function emptyDatabase(): Promise<string> {
  const name = `op_resil_${randomBytes(6).toString('hex')}`;
  if (engine === 'sqlite') return `sqlite:${join(dir, `${name}.sqlite`)}`;
  const admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  return postgresUrlFor(name);
}

const migrationNames = readdirSync(join(import.meta.dirname, '../src/db/migrations'))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

/** `npm run db:migrate` on `url`: its output lines. */
async function dbMigrate(url: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) },
  });
  return stdout.trim().split('\n');
}

describe('migrations run once, whoever runs them', { timeout: 300_000 }, () => {
  it('db:migrate creates every table, the job queue included, logging each migration, and a second run is up to date', async () => {
    const url = await emptyDatabase();
    const first = await dbMigrate(url);
    const applied = first
      .filter((l) => l.startsWith('Applied migration 20'))
      .map((l) => l.replace('Applied migration ', ''));
    expect(applied).toEqual(migrationNames);
    if (engine === 'postgres') {
      // pg-boss's own tables, at the version this pg-boss expects.
      expect(first).toContain('Applied migration pg-boss schema 24');
      const db = createDatabase({ engine, url }, { poolSize: 1 });
      const { rows } = await sql<{ version: number }>`select version from pgboss.version`.execute(db);
      await db.destroy();
      expect(rows).toEqual([{ version: 24 }]);
    }
    expect(await dbMigrate(url)).toEqual(['Database is up to date.']);
  });

  it('three replicas started at once on an empty database all come up and answer their health probe', async () => {
    const url = await emptyDatabase();
    const env = { DATABASE_URL: url, DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) };
    const started = await Promise.allSettled([startServer(env), startServer(env), startServer(env)]);
    const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    try {
      expect(started.filter((s) => s.status === 'rejected')).toEqual([]);
      for (const server of servers) {
        expect(server.output()).toContain('Owner Portal is serving');
        const health = await fetch(`${server.origin}/api/health`);
        expect(health.status).toBe(200);
      }
      // Each migration was applied by exactly one of them.
      const logged = servers.flatMap((s) => s.output().split('\n')).filter((l) => l.startsWith('Applied migration 20'));
      expect(logged.sort()).toEqual(migrationNames.map((n) => `Applied migration ${n}`));
    } finally {
      await Promise.all(servers.map(stopServer));
    }
  });
});
