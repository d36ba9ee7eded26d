import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { freePort } from './free-port.ts';
import { startServer } from './server-child.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'op-process-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** src/server.ts on the SQLite default under `dataDir`, demo data on a new database. */
const startDefault = (port: number) =>
  startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', SEED_DEMO: 'auto' });

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

// Starting a process is slow on a loaded machine; each test gets a minute. (SQLite runs only: vitest.config.ts.)
describe('the server process', { timeout: 150_000 }, () => {
  it('creates, migrates and seeds a new SQLite database, prints the demo sign-ins, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const { child, output, exited } = await startDefault(port);
    expect(output()).toContain('Demo sign-ins (password: portal-demo-2026)');
    expect(output()).toContain('admin@demo.test');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('reuses the database on a second start without seeding it again', async () => {
    const port = await freePort();
    const { child, exited } = await startDefault(port);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    const db = createDatabase({ engine: 'sqlite', file: join(dataDir, 'portal.sqlite') });
    const staff = await db
      .selectFrom('staff_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await db.destroy();
    expect(Number(staff.n)).toBe(7);
  });

  it('refuses a bad setting with one line naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'eighty', DATA_DIR: dataDir },
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    expect(await exitOf(child)).toBe(1);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toContain('PORT');
  });
});
