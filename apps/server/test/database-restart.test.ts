import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@owner-portal/contract/errors';
import { withDefaultUser } from '../src/db/database.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { copyTemplate, type TestDatabase } from './app.ts';
import { startServer, stopServer, type ServerChild } from './server-child.ts';

// PostgreSQL only (vitest.config.ts): what a restart, a failover or an operator's
// pg_terminate_backend does to the connections of a running server process.
const dir = mkdtempSync(join(tmpdir(), 'op-pg-restart-'));
let database: TestDatabase;
let name: string;
let admin: pg.Client;
let server: ServerChild;
let owner: Record<string, string>;

beforeAll(async () => {
  database = await copyTemplate(dir);
  // This process needs no connection of its own to it: only the server's are terminated.
  await database.db.destroy();
  if (database.target.engine !== 'postgres') throw new Error('a PostgreSQL test');
  name = new URL(database.target.url).pathname.slice(1);
  admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  server = await startServer({ DATA_DIR: dir, DATABASE_URL: database.target.url });
  const login = await fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  owner = { authorization: `Bearer ${access_token}` };
}, 150_000);

afterAll(async () => {
  await admin.query(`alter database ${name} with allow_connections true`);
  await stopServer(server);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(dir, { recursive: true, force: true });
});

/** What PostgreSQL's restart or failover does to every connection of the server (not to this test's own). */
const terminateConnections = () =>
  admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
    name,
  ]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const alive = () => server.child.exitCode === null && server.child.signalCode === null;
const products = () => fetch(`${server.origin}/api/products`, { headers: owner });
const health = () => fetch(`${server.origin}/api/health`);

/** Milliseconds until `request` answers 200, trying every 100 ms for at most `limitMs`. */
async function msUntilOk(request: () => Promise<Response>, limitMs: number): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    const res = await request();
    await res.arrayBuffer();
    if (res.status === 200) return Date.now() - start;
    await sleep(100);
  }
  return Infinity;
}

describe('PostgreSQL going away under a running server', { timeout: 120_000 }, () => {
  it('survives connections terminated mid-load: no 500, the process stays up, and it serves again within 5 s', async () => {
    const load = autocannon({
      url: server.origin,
      connections: 10,
      duration: 60,
      requests: [{ path: '/api/products', headers: owner }, { path: '/api/health' }],
    });
    const answered = new Map<number, number>();
    const failures: string[] = [];
    load.on('response', (_client: unknown, status: number) => answered.set(status, (answered.get(status) ?? 0) + 1));
    load.on('reqError', (err: Error) => failures.push(err.message));
    await sleep(1000);
    for (let i = 0; i < 4; i++) {
      await terminateConnections();
      await sleep(400);
    }
    const recovery = await msUntilOk(products, 5000);
    load.stop();
    await load;

    expect(alive()).toBe(true);
    expect(failures).toEqual([]);
    expect(answered.get(500)).toBeUndefined();
    expect([...answered.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // The load did run and was served between the terminations (how much depends on the machine).
    expect(answered.get(200)).toBeGreaterThan(10);
    expect(recovery).toBeLessThan(5000);
  });

  it('answers 503 at once while the database refuses connections, health says so, and it serves again within 5 s of its return', async () => {
    await admin.query(`alter database ${name} with allow_connections false`);
    await terminateConnections();

    const start = Date.now();
    const refused = await products();
    const took = Date.now() - start;
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    // Well under DATABASE_CONNECT_TIMEOUT_MS (5 s): a refusal is not waited out.
    expect(took).toBeLessThan(1500);
    // The probe's last result lasts a second (health-probe.ts); the next check fails.
    let probe = await health();
    for (let i = 0; i < 30 && probe.status !== 503; i++) {
      await sleep(100);
      probe = await health();
    }
    expect(probe.status).toBe(503);
    expect(alive()).toBe(true);

    await admin.query(`alter database ${name} with allow_connections true`);
    expect(await msUntilOk(products, 5000)).toBeLessThan(5000);
    expect(await msUntilOk(health, 5000)).toBeLessThan(5000);
    expect(alive()).toBe(true);
  });
});
