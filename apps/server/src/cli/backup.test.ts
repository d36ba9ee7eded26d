import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, type TestDatabase } from '../../test/app.ts';
import { runCli } from '../../test/cli.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { BackupError } from './backup-error.ts';
import { readBackup, restoreBackup, writeBackup, type BackupSource } from './backup.ts';

const dir = mkdtempSync(join(tmpdir(), 'op-backup-'));
const dataDir = join(dir, 'data');
const uploads = join(dataDir, 'uploads');
let database: TestDatabase;
let db: Db;
let config: BackupSource;
beforeAll(async () => {
  database = await copyTemplate(dir);
  db = database.db;
  config = { database: database.target, dataDir };
  mkdirSync(join(uploads, 'video'), { recursive: true });
  writeFileSync(join(uploads, 'video/intro.mp4'), 'the original video');
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const companyName = async (id: number) =>
  (await db.selectFrom('customers').select('company_name').where('id', '=', id).executeTakeFirstOrThrow()).company_name;

/** The restore replaces the database under the test's feet: its connections are closed and opened again. */
async function restore(backup: string) {
  await db.destroy();
  await restoreBackup(config, backup, await readBackup(config, backup));
  db = createDatabase(database.target);
}

describe('backup and restore', { timeout: 60_000 }, () => {
  it('brings back the data and the uploaded files of the backup, and nothing written after it', async () => {
    const { id } = await db.selectFrom('customers').select('id').orderBy('id').executeTakeFirstOrThrow();
    const original = await companyName(id);
    const contacts = await db
      .selectFrom('customer_users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const backup = join(dir, 'backup-1');
    const manifest = await writeBackup(config, backup);
    expect(manifest).toMatchObject({ format: 'owner-portal-backup', engine: database.target.engine, uploads: 'local' });

    await db.updateTable('customers').set({ company_name: 'Renamed after the backup' }).where('id', '=', id).execute();
    await db.deleteFrom('customer_users').where('email', '=', 'other.owner@demo.test').execute();
    writeFileSync(join(uploads, 'video/intro.mp4'), 'overwritten');
    writeFileSync(join(uploads, 'video/later.mp4'), 'uploaded after the backup');
    await sql`create table made_after_the_backup (id integer)`.execute(db);

    await restore(backup);
    expect(await companyName(id)).toBe(original);
    expect(
      await db
        .selectFrom('customer_users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(contacts);
    expect(readFileSync(join(uploads, 'video/intro.mp4'), 'utf8')).toBe('the original video');
    expect(existsSync(join(uploads, 'video/later.mp4'))).toBe(false);
    // A table of a later migration would make the next start's migration fail.
    await expect(sql`select * from made_after_the_backup`.execute(db)).rejects.toThrow();
    if (database.target.engine === 'postgres') {
      // pg-boss keeps its queues in a schema of its own, which the dump carries too.
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue`.execute(db);
      expect(rows[0]!.n).toBeGreaterThan(0);
    }
  });

  it('refuses to write into a directory that is not empty', async () => {
    mkdirSync(join(dir, 'occupied'));
    writeFileSync(join(dir, 'occupied/notes.txt'), 'mine');
    await expect(writeBackup(config, join(dir, 'occupied'))).rejects.toThrow(
      new BackupError(
        `${join(dir, 'occupied')} already exists and is not empty; choose a new directory for the backup.`,
      ),
    );
  });

  it('refuses a directory that is not a backup, and a backup of the other engine', async () => {
    await expect(readBackup(config, join(dir, 'occupied'))).rejects.toThrow('is not a backup of npm run db:backup');
    const other = database.target.engine === 'sqlite' ? 'postgres' : 'sqlite';
    const foreign = join(dir, 'foreign');
    mkdirSync(foreign);
    writeFileSync(
      join(foreign, 'manifest.json'),
      JSON.stringify({ format: 'owner-portal-backup', version: 1, engine: other, uploads: 'local' }),
    );
    await expect(readBackup(config, foreign)).rejects.toThrow(`is a backup of a ${other} database`);
  });
});

describe('npm run db:backup and db:restore', { timeout: 180_000 }, () => {
  const url = () => (database.target.engine === 'sqlite' ? `sqlite:${database.target.file}` : database.target.url);

  it('back up while the database is in use, and restore only with --yes when no one can be asked', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: url() };
    const backup = join(dir, 'backup-cli');
    const made = await runCli('db-backup.ts', [backup], env);
    expect(made).toMatchObject({ code: 0, stdout: expect.stringContaining(`and the uploads to ${backup}`) });

    await db.updateTable('customers').set({ company_name: 'Renamed again' }).execute();
    const refused = await runCli('db-restore.ts', [backup], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Run again with --yes');
    expect(await db.selectFrom('customers').select('company_name').distinct().execute()).toEqual([
      { company_name: 'Renamed again' },
    ]);

    await db.destroy();
    const restored = await runCli('db-restore.ts', [backup, '--yes'], env);
    db = createDatabase(database.target);
    expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('Restored') });
    expect(
      await db.selectFrom('customers').select('company_name').where('company_name', '=', 'Renamed again').execute(),
    ).toEqual([]);
  });
});
