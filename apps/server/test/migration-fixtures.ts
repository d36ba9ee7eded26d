import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import pg from 'pg';
import { createDatabase, withDefaultUser, type Db } from '../src/db/database.ts';
import { migrations } from '../src/db/migrator.ts';
import { postgresUrlFor, testEngine } from './engine.ts';

/** The superuser connection that creates and drops a test's own PostgreSQL database. */
async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/** An empty database of the engine under test (SQLite in memory), for a migration's own test. */
export async function emptyDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const engine = testEngine();
  if (engine === 'sqlite') {
    const db = createDatabase({ engine, file: ':memory:' });
    return { db, drop: () => db.destroy() };
  }
  const name = `op_migration_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const db = createDatabase({ engine, url: postgresUrlFor(name) });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await asAdmin(`drop database if exists ${name} with (force)`);
    },
  };
}

/** Applies every migration that comes before `migration`, as a database the upgrade finds. */
export async function migrateUpTo(db: Db, migration: string): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () => Object.fromEntries(Object.entries(migrations).filter(([key]) => key < migration)),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
