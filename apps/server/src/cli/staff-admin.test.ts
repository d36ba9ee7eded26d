import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMON_PASSWORD, PASSWORD_CONTEXT_WORD, passwordLengthMessage } from '@owner-portal/contract/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { emptyDatabase, runCli } from '../../test/cli.ts';
import { createDatabase } from '../db/database.ts';
import { parseDatabaseUrl } from '../config.ts';
import { createPasswordHasher, type PasswordHasher } from '../plugins/passwords.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import { AdminInputError, createOrResetAdmin } from './staff-admin.ts';

let t: TestApp;
let hasher: PasswordHasher;
beforeAll(async () => {
  t = await createTestApp();
  hasher = await createPasswordHasher(true);
});
afterAll(() => t.close());

let nextAddress = 1;
const staffLogin = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    remoteAddress: `10.1.0.${nextAddress++}`,
  });

const staffRow = (email: string) =>
  t.db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();

describe('creating the first admin', () => {
  it('creates an admin who can then sign in at POST /api/admin/login', async () => {
    const result = await createOrResetAdmin(t.db, hasher, {
      email: 'Grace.Ops@Example.com',
      name: 'Grace Hopper',
      password: 'violet-harbour-lantern',
    });
    expect(result).toEqual({ action: 'created', email: 'grace.ops@example.com' });
    const res = await staffLogin('grace.ops@example.com', 'violet-harbour-lantern');
    expect(res.statusCode).toBe(200);
    expect(await staffRow('grace.ops@example.com')).toMatchObject({
      role: 'admin',
      first_name: 'Grace',
      last_name: 'Hopper',
    });
  });

  it('resets the password of an existing account and makes it admin: the old password fails, the new one works', async () => {
    const result = await createOrResetAdmin(t.db, hasher, {
      email: 'service@demo.test',
      password: 'quiet-meadow-copper-7',
    });
    expect(result).toEqual({ action: 'reset', email: 'service@demo.test' });
    expect((await staffLogin('service@demo.test', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await staffLogin('service@demo.test', 'quiet-meadow-copper-7')).statusCode).toBe(200);
    // The name stays when none is given; the role becomes admin.
    expect(await staffRow('service@demo.test')).toMatchObject({
      role: 'admin',
      first_name: 'Sam',
      last_name: 'Service',
    });
  });

  it.each([
    ['too short', 'short', passwordLengthMessage()],
    ['common', 'password123', COMMON_PASSWORD],
    ["holding the account's name", 'linus-torvalds-rules', PASSWORD_CONTEXT_WORD],
  ])('refuses a password that is %s with the policy message and writes nothing', async (_rule, password, message) => {
    const attempt = createOrResetAdmin(t.db, hasher, { email: 'linus@example.com', name: 'Linus Torvalds', password });
    await expect(attempt).rejects.toThrow(new AdminInputError(message));
    expect(await staffRow('linus@example.com')).toBeUndefined();
  });

  it('refuses a malformed email with a clear message', async () => {
    await expect(
      createOrResetAdmin(t.db, hasher, { email: 'not-an-email', password: 'violet-harbour-lantern' }),
    ).rejects.toThrow('Invalid email address. (--email not-an-email)');
  });
});

// Each run starts a process (tsx), slow on a loaded machine, like the other process tests.
describe('npm run admin:create', { timeout: 150_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'op-admin-'));
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  beforeAll(async () => {
    database = await emptyDatabase(dir);
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const env = (extra: Record<string, string> = {}) => ({ DATA_DIR: dir, DATABASE_URL: database.url, ...extra });

  it('migrates a new database, creates the admin from ADMIN_PASSWORD, then resets it on a second run', async () => {
    const first = await runCli(
      'admin-create.ts',
      ['--email', 'ops@example.com', '--name', 'Olga Ops'],
      env({ ADMIN_PASSWORD: 'violet-harbour-lantern' }),
    );
    expect(first).toMatchObject({ code: 0, stdout: expect.stringContaining('Created admin ops@example.com') });
    const second = await runCli(
      'admin-create.ts',
      ['--email', 'ops@example.com'],
      env({ ADMIN_PASSWORD: 'quiet-meadow-copper-7' }),
    );
    expect(second).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Reset the password of admin ops@example.com'),
    });

    const db = createDatabase(parseDatabaseUrl(database.url, dir));
    const row = await db.selectFrom('staff_users').selectAll().executeTakeFirstOrThrow();
    await db.destroy();
    expect(row).toMatchObject({ email: 'ops@example.com', role: 'admin', first_name: 'Olga', last_name: 'Ops' });
    expect(await hasher.verify(row.password_hash, 'quiet-meadow-copper-7')).toBe(true);
    expect(await hasher.verify(row.password_hash, 'violet-harbour-lantern')).toBe(false);
  });

  it('prints the usage and exits 1 without --email', async () => {
    const run = await runCli('admin-create.ts', [], env({ ADMIN_PASSWORD: 'violet-harbour-lantern' }));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Usage: npm run admin:create -- --email EMAIL');
  });

  it('refuses a weak password with the policy message and exits 1', async () => {
    const run = await runCli(
      'admin-create.ts',
      ['--email', 'weak@example.com'],
      env({ ADMIN_PASSWORD: 'password123' }),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(COMMON_PASSWORD);
  });

  it('asks for ADMIN_PASSWORD when there is no terminal to type one', async () => {
    const run = await runCli('admin-create.ts', ['--email', 'ops@example.com'], env());
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('set ADMIN_PASSWORD');
  });
});
