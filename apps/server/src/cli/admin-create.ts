// `npm run admin:create -- --email EMAIL [--name "First Last"]`: creates a staff admin, or resets the
// password of an existing staff account and makes it admin. The password comes from ADMIN_PASSWORD
// or is asked twice on the terminal.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/open-database.ts';
import { createPasswordHasher } from '../plugins/passwords.ts';
import { ask, canPrompt } from './prompt.ts';
import { adminEmail, AdminInputError, createOrResetAdmin } from './staff-admin.ts';

const USAGE =
  'Usage: npm run admin:create -- --email EMAIL [--name "First Last"]\n' +
  '  The password is read from ADMIN_PASSWORD, or asked twice when run in a terminal.';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!canPrompt()) fail('No password: set ADMIN_PASSWORD, or run the command in a terminal to type it.');
  const password = await ask('Password: ', { hidden: true });
  const again = await ask('Password again: ', { hidden: true });
  if (password !== again) fail('The two passwords differ; nothing was changed.');
  return password;
}

let args;
try {
  args = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } }).values;
} catch (err) {
  fail(`${(err as Error).message}\n${USAGE}`);
}
if (!args.email) fail(USAGE);
try {
  adminEmail(args.email);
} catch (err) {
  if (err instanceof AdminInputError) fail(err.message);
  throw err;
}

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
const password = await readPassword();
const { db } = await openDatabase(config, (line) => console.log(line));
try {
  const result = await createOrResetAdmin(db, await createPasswordHasher(), {
    email: args.email,
    name: args.name,
    password,
  });
  console.log(
    result.action === 'created'
      ? `Created admin ${result.email}; sign in at /admin/login.`
      : `Reset the password of admin ${result.email} (role admin; its other sessions are signed out).`,
  );
} catch (err) {
  if (!(err instanceof AdminInputError)) throw err;
  console.error(`${err.message} Nothing was changed.`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
