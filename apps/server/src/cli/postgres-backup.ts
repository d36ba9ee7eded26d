import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { withDefaultUser } from '../db/database.ts';
import { BackupError } from './backup-error.ts';

const run = promisify(execFile);

/**
 * The URL for libpq without its password, which goes in PGPASSWORD instead: a command line is
 * readable by every user of the machine (ps), the environment is not.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(withDefaultUser(url));
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  // libpq decodes %20 only: the WHATWG form's '+' for a space (options=-c a=b) would reach the server as is.
  parsed.search = [...parsed.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The whole database (every schema: the app's tables and pg-boss's queue) in pg_dump's custom format. */
export async function pgDump(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  try {
    await run('pg_dump', ['--format=custom', `--file=${file}`, `--dbname=${dbname}`], { env });
  } catch (err) {
    throw new BackupError(`pg_dump failed: ${(err as { stderr?: string }).stderr?.trim() || (err as Error).message}`);
  }
}

/** The schemas a dump creates (pg_restore --list names them "SCHEMA - name"). */
async function dumpedSchemas(file: string): Promise<string[]> {
  let stdout: string;
  try {
    ({ stdout } = await run('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 }));
  } catch (err) {
    throw new BackupError(`${file} is not a readable pg_dump file: ${(err as { stderr?: string }).stderr?.trim()}`);
  }
  return [...stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].map((m) => m[1]!);
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Makes the database what the dump holds, in one transaction: the dump's schemas and public are
 * dropped whole first, so nothing made after the backup survives (a table of a later migration would
 * make the next start's migration fail), then pg_restore's script recreates them. A failure changes nothing.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  const schemas = [...new Set(['public', ...(await dumpedSchemas(file))])];
  const { dbname, env } = connection(url);
  const psql = spawn(
    'psql',
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, '--file=-'],
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const script = spawn('pg_restore', ['--clean', '--if-exists', '--no-owner', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  psql.stderr.on('data', (d) => (errors += d));
  script.stderr.on('data', (d) => (errors += d));
  const exit = (child: typeof psql | typeof script) =>
    new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
  const done = Promise.all([exit(psql), exit(script)]);

  // psql gone early (no connection) closes its stdin; its exit code and stderr tell why.
  psql.stdin.on('error', () => {});
  psql.stdin.write(schemas.map((s) => `drop schema if exists ${quoteIdent(s)} cascade;\n`).join(''));
  psql.stdin.write('create schema public;\n');
  script.stdout.pipe(psql.stdin);

  const [psqlCode, scriptCode] = await done;
  if (psqlCode !== 0 || scriptCode !== 0)
    throw new BackupError(`The restore failed; the database is unchanged.\n${errors.trim()}`);
}
