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

/** Waits until `url` answers 200: up to two minutes, a server opening a database of hundreds of thousands of rows on a busy machine. */
export async function waitUntilOk(url: string) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * A node script of the bench's, as a process of its own; `stop` ends it. One that stops before it is
 * asked to ends the run, rather than let the run measure another process (its port taken, say).
 * BENCH_PROFILE=dir: it writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
 */
export function startBenchProcess(script: string, env: Record<string, string>) {
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${script} stopped early (exit ${code ?? signal}) on port ${env.PORT}`);
    process.exit(1);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { pid: child.pid!, stop };
}

/** The built server (`serverEntry`) on `databaseUrl`, on a port of its own, once it answers. */
export async function startBenchServer(
  serverEntry: string,
  databaseUrl: string,
  dataDir: string,
  // A bench that signs its own tokens gives the secret; `seedDemo: 'always'` gives the demo accounts.
  {
    jwtSecret = randomBytes(48).toString('base64url'),
    seedDemo = 'never',
  }: { jwtSecret?: string; seedDemo?: 'never' | 'always' } = {},
) {
  const port = await freePort();
  const server = startBenchProcess(serverEntry, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: seedDemo,
    JWT_SECRET: jwtSecret,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilOk(`${base}/api/health`);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { base, ...server };
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
