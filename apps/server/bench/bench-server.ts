import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createDatabase, type Db } from '../src/db/database.ts';
import { freePort } from '../test/free-port.ts';

/** A bench's database by its URL: `sqlite:<file>`, or a PostgreSQL URL. */
export function openBenchDatabase(databaseUrl: string): Db {
  return createDatabase(
    databaseUrl.startsWith('sqlite:')
      ? { engine: 'sqlite', file: databaseUrl.slice('sqlite:'.length) }
      : { engine: 'postgres', url: databaseUrl },
  );
}

async function waitForHealth(base: string) {
  // Up to two minutes: a server opening a database of hundreds of thousands of rows on a busy machine.
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${base} did not come up`);
}

/**
 * The built server (`serverEntry`) on `databaseUrl`, on a port of its own, once it answers; `stop`
 * ends it. BENCH_PROFILE=dir: it writes a V8 CPU profile there when it stops, as in run.ts.
 */
export async function startBenchServer(serverEntry: string, databaseUrl: string, dataDir: string) {
  const port = await freePort();
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'never',
      JWT_SECRET: randomBytes(48).toString('base64url'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid!, stop };
}

/** A staff member's bearer header, signed in on `base`. */
export async function staffHeaders(base: string, email: string, password: string) {
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${access_token}` };
}
