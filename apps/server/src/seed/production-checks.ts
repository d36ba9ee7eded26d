import type { ProductionSetting, ProductionSettings } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PasswordHasher } from '../plugins/passwords.ts';
import { DEMO_CUSTOMER_EMAILS, DEMO_PASSWORD, DEMO_STAFF } from './demo-accounts.ts';

const CONSEQUENCE: Record<ProductionSetting, string> = {
  JWT_SECRET: 'sessions are signed with the secret generated into DATA_DIR/jwt-secret',
  SMTP_URL: 'mail is written to DATA_DIR/outbox instead of being sent',
  PUBLIC_URL: 'links in mail point at http://localhost',
};

/** The demo accounts anyone can still sign in to with the published demo password, staff first. */
export async function demoAccountsWithPublicPassword(db: Db, hasher: PasswordHasher): Promise<string[]> {
  const staffEmails = DEMO_STAFF.map((s) => s.email);
  const [staff, customers] = await Promise.all([
    db.selectFrom('staff_users').select(['email', 'password_hash']).where('email', 'in', staffEmails).execute(),
    db
      .selectFrom('customer_users')
      .select(['email', 'password_hash'])
      .where('email', 'in', [...DEMO_CUSTOMER_EMAILS])
      .execute(),
  ]);
  const accounts = [...staff, ...customers];
  const open = await Promise.all(accounts.map((a) => hasher.verify(a.password_hash, DEMO_PASSWORD)));
  const order = [...staffEmails, ...DEMO_CUSTOMER_EMAILS] as string[];
  return accounts
    .filter((_, i) => open[i])
    .map((a) => a.email)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export interface ProductionStartCheck {
  /** One line saying why the server must not start, or null. */
  refusal: string | null;
  /** One line per production setting left unset. */
  warnings: string[];
}

/**
 * What a production start must refuse or warn about: the demo accounts' password is published (README,
 * DESIGN.md), so a production database where one still works is open to anyone.
 */
export async function checkProductionStart(
  settings: ProductionSettings,
  db: Db,
  hasher: PasswordHasher,
): Promise<ProductionStartCheck> {
  const warnings = settings.unsetSettings.map(
    (name) => `Warning: ${name} is not set in production: ${CONSEQUENCE[name]}.`,
  );
  if (settings.allowDemoAccounts) return { refusal: null, warnings };
  const open = await demoAccountsWithPublicPassword(db, hasher);
  const refusal = open.length
    ? `Refusing to start in production: these demo accounts still sign in with the public demo password: ${open.join(', ')}. ` +
      'Reset their passwords (staff: npm run admin:create -- --email EMAIL; owners: the password reset mail), ' +
      'start a new database with SEED_DEMO=never, or set ALLOW_DEMO_ACCOUNTS=true to start anyway.'
    : null;
  return { refusal, warnings };
}
