import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../src/seed/demo-accounts.ts';
import { freePort } from './free-port.ts';

const serverDir = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'op-production-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The test run builds before the API suite; run alone, this file builds the server itself.
beforeAll(() => {
  if (!existsSync(join(serverDir, 'dist/server.js'))) execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir });
}, 120_000);

/** `node apps/server/dist/server.js` in production on a new SQLite database (seeded with the demo data: SEED_DEMO=auto). */
async function startBuilt(env: Record<string, string>) {
  const { NODE_ENV: _test, JWT_SECRET: _s, SMTP_URL: _m, PUBLIC_URL: _p, ...inherited } = process.env;
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: serverDir,
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const serving = new Promise<boolean>((resolve) => {
    child.stdout!.on('data', () => stdout.includes('Owner Portal is serving') && resolve(true));
    void exited.then(() => resolve(false));
  });
  return { child, exited, serving, output: () => ({ stdout, stderr }) };
}

const stop = async (child: ChildProcess, exited: Promise<number | null>) => {
  child.kill('SIGTERM');
  return exited;
};

describe('a production start of the built server', { timeout: 150_000 }, () => {
  it('refuses with exit 1 while the demo accounts keep the public password, naming them on one line', async () => {
    const { exited, output } = await startBuilt({});
    expect(await exited).toBe(1);
    const refusal = output()
      .stderr.split('\n')
      .filter((line) => line.startsWith('Refusing to start in production'));
    expect(refusal).toHaveLength(1);
    for (const { email } of DEMO_STAFF) expect(refusal[0]).toContain(email);
    expect(refusal[0]).toContain('ALLOW_DEMO_ACCOUNTS=true');
  });

  it('starts with ALLOW_DEMO_ACCOUNTS=true, warning about the unset JWT_SECRET, SMTP_URL and PUBLIC_URL', async () => {
    const { child, exited, serving, output } = await startBuilt({ ALLOW_DEMO_ACCOUNTS: 'true' });
    expect(await serving).toBe(true);
    for (const name of ['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'])
      expect(output().stderr).toContain(`Warning: ${name} is not set in production`);
    expect(await stop(child, exited)).toBe(0);
  });
});
