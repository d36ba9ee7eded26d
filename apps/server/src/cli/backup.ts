import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { AppConfig } from '../config.ts';
import { BackupError } from './backup-error.ts';
import { pgDump, pgRestore } from './postgres-backup.ts';

/**
 * A backup is a directory:
 *   manifest.json    what follows (BackupManifest)
 *   database.sqlite  the SQLite database (better-sqlite3's online backup), or
 *   database.pgdump  the PostgreSQL database (pg_dump --format=custom, every schema)
 *   uploads/         a copy of DATA_DIR/uploads; absent when uploads live in S3
 */
export interface BackupManifest {
  format: 'owner-portal-backup';
  version: 1;
  created_at: string;
  engine: 'sqlite' | 'postgres';
  /** 'local': uploads/ holds the files; 's3': the bucket is the operator's to back up. */
  uploads: 'local' | 's3';
}

export type BackupSource = Pick<AppConfig, 'database' | 'dataDir' | 'storageUrl'>;

const MANIFEST = 'manifest.json';
const databaseFile = (engine: BackupManifest['engine']) =>
  engine === 'sqlite' ? 'database.sqlite' : 'database.pgdump';
const uploadsDir = (config: BackupSource) => join(config.dataDir, 'uploads');

/** A file being written by an upload right now; the next backup has it. */
const notPartial = (path: string) => !path.endsWith('.partial');

/**
 * Backs up the database, then the local uploads: a file uploaded in between is then in the backup
 * without a row pointing at it (harmless), never a row pointing at a file the backup lacks.
 */
export async function writeBackup(config: BackupSource, dir: string): Promise<BackupManifest> {
  if (existsSync(dir) && (await readdir(dir)).length > 0)
    throw new BackupError(`${dir} already exists and is not empty; choose a new directory for the backup.`);
  await mkdir(dir, { recursive: true });
  const target = config.database;
  const out = join(dir, databaseFile(target.engine));
  if (target.engine === 'sqlite') {
    if (!existsSync(target.file)) throw new BackupError(`There is no database at ${target.file}.`);
    // A connection of its own: the online backup copies while the server keeps reading and writing.
    const sqlite = new SQLite(target.file, { fileMustExist: true });
    try {
      sqlite.pragma('busy_timeout = 5000');
      await sqlite.backup(out);
    } finally {
      sqlite.close();
    }
    // One self-contained file: out of WAL mode, it needs no -wal or -shm beside it to be read.
    const copy = new SQLite(out);
    copy.pragma('journal_mode = delete');
    copy.close();
  } else {
    await pgDump(target.url, out);
  }
  if (!config.storageUrl && existsSync(uploadsDir(config)))
    await cp(uploadsDir(config), join(dir, 'uploads'), { recursive: true, filter: notPartial });
  const manifest: BackupManifest = {
    format: 'owner-portal-backup',
    version: 1,
    created_at: new Date().toISOString(),
    engine: target.engine,
    uploads: config.storageUrl ? 's3' : 'local',
  };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** The backup's manifest, once the backup is complete and of this configuration's engine. */
export async function readBackup(config: BackupSource, dir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${dir} is not a backup of npm run db:backup (no readable ${MANIFEST}).`);
  }
  if (manifest.format !== 'owner-portal-backup' || manifest.version !== 1)
    throw new BackupError(`${dir} is not a backup this version can restore.`);
  if (manifest.engine !== config.database.engine)
    throw new BackupError(
      `${dir} is a backup of a ${manifest.engine} database; the configured database (DATABASE_URL) is ${config.database.engine}.`,
    );
  if (!existsSync(join(dir, databaseFile(manifest.engine))))
    throw new BackupError(`${dir} lacks ${databaseFile(manifest.engine)}.`);
  return manifest;
}

/** Replaces the database, then the local uploads, with the backup's. The server must be stopped. */
export async function restoreBackup(config: BackupSource, dir: string, manifest: BackupManifest): Promise<void> {
  const source = join(dir, databaseFile(manifest.engine));
  const target = config.database;
  if (target.engine === 'sqlite') {
    await mkdir(dirname(target.file), { recursive: true });
    // The backup API again, the other way: it rewrites the file through SQLite, WAL included,
    // where copying the file over would leave the old -wal file to be replayed on top of it.
    const sqlite = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await sqlite.backup(target.file);
    } finally {
      sqlite.close();
    }
  } else {
    await pgRestore(target.url, source);
  }
  if (!config.storageUrl && manifest.uploads === 'local') await replaceUploads(config, join(dir, 'uploads'));
}

/** Swaps the uploads folder for the backup's copy, so a failed copy leaves the current one in place. */
async function replaceUploads(config: BackupSource, backedUp: string) {
  const current = uploadsDir(config);
  const suffix = randomBytes(6).toString('hex');
  const incoming = `${current}.restoring-${suffix}`;
  if (existsSync(backedUp)) await cp(backedUp, incoming, { recursive: true });
  else await mkdir(incoming, { recursive: true });
  const replaced = `${current}.replaced-${suffix}`;
  if (existsSync(current)) await rename(current, replaced);
  await rename(incoming, current);
  await rm(replaced, { recursive: true, force: true });
}
