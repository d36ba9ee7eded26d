import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, type TestDatabase } from '../../test/app.ts';
import { loadConfig, type ProductionSettings } from '../config.ts';
import { createPasswordHasher, type PasswordHasher } from '../plugins/passwords.ts';
import { DEMO_CUSTOMER_EMAILS, DEMO_STAFF } from './demo-accounts.ts';
import { checkProductionStart } from './production-checks.ts';

const dir = mkdtempSync(join(tmpdir(), 'op-production-'));
let database: TestDatabase;
let hasher: PasswordHasher;
beforeAll(async () => {
  database = await copyTemplate(dir);
  hasher = await createPasswordHasher(true);
});
afterAll(async () => {
  await database.db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const configured: ProductionSettings = { allowDemoAccounts: false, unsetSettings: [] };
const DEMO_EMAILS = [...DEMO_STAFF.map((s) => s.email), ...DEMO_CUSTOMER_EMAILS];

async function changePassword(table: 'staff_users' | 'customer_users', email: string) {
  const password_hash = await hasher.hash('a-private-password-2026');
  await database.db.updateTable(table).set({ password_hash }).where('email', '=', email).execute();
}

describe('the production start check', () => {
  it('refuses while demo accounts sign in with the public password, naming each of them on one line', async () => {
    const { refusal } = await checkProductionStart(configured, database.db, hasher);
    expect(refusal).toContain(`public demo password: ${DEMO_EMAILS.join(', ')}.`);
    expect(refusal).toContain('ALLOW_DEMO_ACCOUNTS=true');
    expect(refusal!.split('\n')).toHaveLength(1);
  });

  it('starts despite the demo accounts with ALLOW_DEMO_ACCOUNTS=true', async () => {
    const check = await checkProductionStart({ ...configured, allowDemoAccounts: true }, database.db, hasher);
    expect(check).toEqual({ refusal: null, warnings: [] });
  });

  it('names only the demo accounts whose password is still the public one, and starts once none is', async () => {
    for (const { email } of DEMO_STAFF) await changePassword('staff_users', email);
    const { refusal } = await checkProductionStart(configured, database.db, hasher);
    expect(refusal).toContain(`public demo password: ${DEMO_CUSTOMER_EMAILS.join(', ')}.`);
    expect(refusal).not.toContain('admin@demo.test');

    for (const email of DEMO_CUSTOMER_EMAILS) await changePassword('customer_users', email);
    expect(await checkProductionStart(configured, database.db, hasher)).toEqual({ refusal: null, warnings: [] });
  });

  it('warns about each of JWT_SECRET, SMTP_URL and PUBLIC_URL left unset', async () => {
    const { warnings } = await checkProductionStart(
      { ...configured, unsetSettings: ['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'] },
      database.db,
      hasher,
    );
    expect(warnings).toEqual([
      expect.stringMatching(/^Warning: JWT_SECRET is not set in production: /),
      expect.stringMatching(/^Warning: SMTP_URL is not set in production: /),
      expect.stringMatching(/^Warning: PUBLIC_URL is not set in production: /),
    ]);
  });
});

describe('the production settings', () => {
  const env = { DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) };

  it('are read only with NODE_ENV=production, listing the unset ones', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'development' }).production).toBeUndefined();
    expect(loadConfig({ ...env, NODE_ENV: 'production', SMTP_URL: '' }).production).toEqual({
      allowDemoAccounts: false,
      unsetSettings: ['SMTP_URL', 'PUBLIC_URL'],
    });
    expect(loadConfig({ ...env, NODE_ENV: 'production', ALLOW_DEMO_ACCOUNTS: 'true' }).production).toMatchObject({
      allowDemoAccounts: true,
    });
  });

  it('refuse an ALLOW_DEMO_ACCOUNTS other than true or false', () => {
    expect(() => loadConfig({ ...env, ALLOW_DEMO_ACCOUNTS: 'yes' })).toThrow(
      'Invalid configuration: ALLOW_DEMO_ACCOUNTS must be true or false',
    );
  });
});
