import type { Db } from '../db/database.ts';

export const DEMO_PASSWORD = 'portal-demo-2026';

/** The demo sign-ins of README.md; every one uses DEMO_PASSWORD. */
export const DEMO_CUSTOMER_EMAILS = [
  'owner@demo.test',
  'other.owner@demo.test',
  'eu.owner@demo.test',
  'influencer@demo.test',
] as const;
export const DEMO_STAFF = [
  { email: 'admin@demo.test', role: 'admin', first_name: 'Ada', last_name: 'Admin' },
  { email: 'service@demo.test', role: 'service', first_name: 'Sam', last_name: 'Service' },
  { email: 'accounting@demo.test', role: 'accounting', first_name: 'Alex', last_name: 'Accounting' },
  { email: 'finance@demo.test', role: 'finance', first_name: 'Fran', last_name: 'Finance' },
  { email: 'sales@demo.test', role: 'sales', first_name: 'Sal', last_name: 'Sales' },
  { email: 'tech@demo.test', role: 'tech', first_name: 'Tess', last_name: 'Tech' },
  { email: 'europe@demo.test', role: 'europe', first_name: 'Eva', last_name: 'Europe' },
] as const;

/** The sign-ins to print at start, or null when this database has no demo data. */
export async function demoSignInsBanner(db: Db): Promise<string | null> {
  const admin = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  if (!admin) return null;
  const lines = [
    `Demo sign-ins (password: ${DEMO_PASSWORD})`,
    `  customers at /auth/login:  ${DEMO_CUSTOMER_EMAILS.join(', ')}`,
    `  staff at /admin/login:     ${DEMO_STAFF.map((s) => s.email).join(', ')}`,
  ];
  return lines.join('\n');
}
