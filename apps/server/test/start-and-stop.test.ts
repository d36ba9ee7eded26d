import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo-accounts.ts';
import { freePort } from './free-port.ts';

const repoRoot = join(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'op-npm-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Every process below `pid`, children first. */
function descendantsOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    // ps exits 1 when there is none.
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** `npm start` on a free port, resolved once it prints its address. */
async function npmStart(env: Record<string, string> = {}) {
  const port = await freePort();
  // Without the test runner's NODE_ENV=test, which would make a development build of the web app.
  const { NODE_ENV: _testEnv, ...inherited } = process.env;
  const npm = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  npm.stdout.on('data', (d) => (output += d));
  npm.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    npm.stdout.on('data', () => output.includes('Owner Portal is serving') && resolve());
    void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  expect(output).toContain(`Owner Portal is serving on http://127.0.0.1:${port}`);
  return { npm, port, exited };
}

// `npm start` as a person or a container runs it. It rebuilds only when the sources changed, so
// after the test run's build this costs a server start; alone, it may build first. (SQLite runs only.)
describe('npm start', { timeout: 180_000 }, () => {
  it('stops on SIGTERM under load at 50 connections: every request is answered, exit 0, no process left behind', async () => {
    const { npm, port, exited } = await npmStart({ SHUTDOWN_GRACE_MS: '1000' });
    const processes = [npm.pid!, ...descendantsOf(npm.pid!)];

    // The page and an API reply, 50 keep-alive connections. (Not the health probe: it answers 503
    // from the signal on, by design, so the load balancer stops sending while the server drains.)
    const load = autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: 50,
      duration: 30,
      requests: [{ path: '/auth/login' }, { path: '/api/no-such-route' }],
    });
    const answered = new Map<number, number>();
    const failures: string[] = [];
    let signalled = false;
    load.on('response', (_client: unknown, status: number) => answered.set(status, (answered.get(status) ?? 0) + 1));
    load.on('reqError', (err: NodeJS.ErrnoException) => {
      // From the signal on, the server accepts no new connection; a refused one carried no request.
      if (!(signalled && err.code === 'ECONNREFUSED')) failures.push(err.code ?? err.message);
    });
    await new Promise((r) => setTimeout(r, 1500));
    const before = [...answered.values()].reduce((a, b) => a + b, 0);
    signalled = true;
    npm.kill('SIGTERM');
    const code = await exited;
    load.stop();
    await load;

    expect(code).toBe(0);
    expect(before).toBeGreaterThan(100);
    expect(failures).toEqual([]);
    expect([...answered.keys()].sort()).toEqual([200, 404]);
    expect(processes.filter(isAlive)).toEqual([]);
  });

  it('after SIGTERM answers not ready for the grace period while pages and the API still answer, then exits 0', async () => {
    const graceMs = 4000;
    const { npm, port, exited } = await npmStart({ SHUTDOWN_GRACE_MS: String(graceMs) });
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);
    let exitedAt = 0;
    void exited.then(() => (exitedAt = Date.now()));

    const signalledAt = Date.now();
    npm.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const ready = await fetch(`${base}/api/health/ready`);
    const page = await fetch(`${base}/auth/login`);
    const signIn = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
    });
    const live = await fetch(`${base}/api/health/live`);
    const answeredAt = Date.now();

    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'shutting_down' });
    expect(page.status).toBe(200);
    expect(signIn.status).toBe(200);
    expect(live.status).toBe(200);
    expect(exitedAt === 0 || exitedAt > answeredAt).toBe(true);
    expect(await exited).toBe(0);
    expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(graceMs);
  });
});
