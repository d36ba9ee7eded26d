import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { withDefaultUser } from '../src/db/database.ts';
import { postgresUrlFor, testEngine } from './engine.ts';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command of src/cli as `npm run …` does (tsx), in its own environment: no terminal, nothing inherited but PATH. */
export function runCli(script: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', join('src/cli', script), ...args],
      { cwd: join(import.meta.dirname, '..'), env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** An empty database of this run's engine for a command to create and migrate: its DATABASE_URL and how to drop it. */
export async function emptyDatabase(dir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  if (testEngine() === 'sqlite') return { url: `sqlite:${join(dir, 'portal.sqlite')}`, drop: async () => {} };
  const name = `op_admin_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  const client = admin();
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return {
    url: postgresUrlFor(name),
    async drop() {
      const c = admin();
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
