// `npm run test:cluster`: two app processes behind HAProxy (deploy/haproxy.cfg), on PostgreSQL and
// S3-compatible storage, under load while each process in turn is restarted (SIGTERM, exit, start,
// ready). Prints how many requests failed (status not 2xx/3xx, or no answer); the target is 0.
// Needs the build (`npm run build`), PostgreSQL at TEST_DATABASE_URL's server, and haproxy (installed
// from Debian when missing and running as root). Not part of `npm test`: it takes about a minute.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import S3rver from 's3rver';
import { root } from './bootstrap.mjs';

/* global fetch -- Node 20's fetch. */

const CONNECTIONS = 20;
/** Load before the first restart, and after the last one. */
const SETTLE_MS = 4000;
const JWT_SECRET = 'cluster-test-secret-that-is-long-enough-for-signing';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port the system hands out now (listen on 0, close, reuse). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function ensureHaproxy() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return;
  } catch {
    // Not installed: Debian's package, when we may install it.
  }
  if (process.getuid?.() !== 0) throw new Error('haproxy is not installed: apt-get install haproxy (as root)');
  console.log('▶ Installing haproxy from Debian');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', 'haproxy'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function ready(url, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

const running = new Set();
function track(child, name) {
  running.add(child);
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? signal);
    }),
  );
  return { child, name, exited, output: () => output };
}

async function main() {
  if (!existsSync(join(root, 'apps/server/dist/server.js')) || !existsSync(join(root, 'apps/web/dist/index.html')))
    throw new Error('No build: run `npm run build` first');
  ensureHaproxy();
  const work = mkdtempSync(join(tmpdir(), 'op-cluster-'));
  const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1:5432/test');
  if (!adminUrl.username) adminUrl.username = 'postgres';
  const database = `op_cluster_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString();

  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(work, 's3'),
    configureBuckets: [{ name: 'portal' }],
  });
  const { port: s3Port } = await s3.run();
  const [bindPort, ...appPorts] = await Promise.all([freePort(), freePort(), freePort()]);
  const base = `http://127.0.0.1:${bindPort}`;

  const startApp = (index, seed) => {
    const port = appPorts[index];
    const app = track(
      spawn(process.execPath, ['apps/server/dist/server.js'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(work, `app${index + 1}`),
          DATABASE_URL: databaseUrl,
          STORAGE_URL: `http://S3RVER:S3RVER@127.0.0.1:${s3Port}/portal`,
          JWT_SECRET,
          PUBLIC_URL: base,
          TRUST_PROXY: '1',
          SEED_DEMO: seed ? 'always' : 'never',
          LOG_LEVEL: 'warn',
        },
      }),
      `app${index + 1}`,
    );
    return ready(`http://127.0.0.1:${port}/api/health/ready`).then(() => app);
  };

  let haproxy;
  const apps = [];
  try {
    // One after the other: the first migrates and seeds the new database.
    apps.push(await startApp(0, true));
    apps.push(await startApp(1, false));
    haproxy = track(
      spawn('haproxy', ['-db', '-f', join(root, 'deploy/haproxy.cfg')], {
        env: {
          ...process.env,
          PORTAL_BIND: `127.0.0.1:${bindPort}`,
          PORTAL_APP1: `127.0.0.1:${appPorts[0]}`,
          PORTAL_APP2: `127.0.0.1:${appPorts[1]}`,
        },
      }),
      'haproxy',
    );
    await ready(`${base}/api/health/ready`, 15_000);
    await sleep(2500); // both servers' first checks passed (rise 2, every second)

    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@demo.test', password: 'portal-demo-2026' }),
    });
    if (login.status !== 200) throw new Error(`sign-in through haproxy answered ${login.status}`);
    const { access_token: token } = await login.json();

    console.log(`▶ Load through haproxy (${CONNECTIONS} connections: the sign-in page and GET /api/customer)`);
    const load = autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: 600,
      requests: [{ path: '/auth/login' }, { path: '/api/customer', headers: { authorization: `Bearer ${token}` } }],
    });
    const statuses = new Map();
    const errors = new Map();
    load.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1));
    load.on('reqError', (err) => errors.set(err.code ?? err.message, (errors.get(err.code ?? err.message) ?? 0) + 1));

    await sleep(SETTLE_MS);
    for (let index = 0; index < apps.length; index++) {
      const started = Date.now();
      const old = apps[index];
      old.child.kill('SIGTERM');
      const code = await old.exited;
      if (code !== 0) throw new Error(`${old.name} exited with ${code}:\n${old.output()}`);
      apps[index] = await startApp(index, false);
      console.log(`  ${old.name}: stopped (exit 0) and ready again in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await sleep(SETTLE_MS); // back in rotation (rise 2) before the other one goes
    }
    load.stop();
    await load;

    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    const bad = [...statuses].filter(([status]) => status >= 400).reduce((a, [, n]) => a + n, 0);
    const failedToAnswer = [...errors.values()].reduce((a, b) => a + b, 0);
    const byStatus = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ');
    console.log(`\nRequests answered: ${answered} (${byStatus})`);
    if (failedToAnswer)
      console.log(
        `Requests with no answer: ${failedToAnswer} (${[...errors].map(([e, n]) => `${e}: ${n}`).join(', ')})`,
      );
    console.log(`Failed requests during ${apps.length} restarts: ${bad + failedToAnswer}`);
    process.exitCode = bad + failedToAnswer === 0 ? 0 : 1;
  } finally {
    for (const child of running) child.kill('SIGKILL');
    await Promise.all([...apps, haproxy].filter(Boolean).map((p) => p.exited));
    await s3.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
