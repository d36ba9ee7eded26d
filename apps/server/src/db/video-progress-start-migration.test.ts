import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrlFor, testEngine } from '../../test/engine.ts';
import { createDatabase, toIso, withDefaultUser, type Db } from './database.ts';
import { migrateToLatest, migrations } from './migrator.ts';

const engine = testEngine();
const name = `op_pace_${randomBytes(6).toString('hex')}`;
let db: Db;

/** The superuser connection that creates and drops this file's PostgreSQL database. */
async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: withDefaultUser(process.env.TEST_DATABASE_URL!) });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

beforeAll(async () => {
  if (engine === 'postgres') await asAdmin(`create database ${name}`);
  db = createDatabase(engine === 'sqlite' ? { engine, file: ':memory:' } : { engine, url: postgresUrlFor(name) });
});
afterAll(async () => {
  await db.destroy();
  if (engine === 'postgres') await asAdmin(`drop database if exists ${name} with (force)`);
});

describe('migration 2026-11-26-111: progress saved before it has a start', () => {
  it('counts each saved progress as started when it was last saved', async () => {
    const migrator = new Migrator({
      db,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(Object.entries(migrations).filter(([key]) => key < '2026-11-26-111-video-progress-start')),
      },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // Rows as the player's reports wrote them; their contacts and videos do not matter to the migration.
    await db.connection().execute(async (conn) => {
      await sql
        .raw(engine === 'sqlite' ? 'pragma foreign_keys = off' : 'set session_replication_role = replica')
        .execute(conn);
      await sql`
        insert into video_progress (customer_user_id, video_id, time_seconds, complete, updated_at)
        values (1, 1, 40, 0, '2026-11-20T08:00:00.000Z'), (1, 2, 300, 1, '2026-11-21T09:30:00.000Z')
      `.execute(conn);
      await sql
        .raw(engine === 'sqlite' ? 'pragma foreign_keys = on' : 'set session_replication_role = origin')
        .execute(conn);
    });

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('video_progress')
      .select(['video_id', 'started_at', 'time_seconds', 'complete'])
      .orderBy('video_id')
      .execute();
    expect(rows.map((r) => ({ ...r, started_at: toIso(r.started_at) }))).toEqual([
      { video_id: 1, started_at: '2026-11-20T08:00:00.000Z', time_seconds: 40, complete: 0 },
      { video_id: 2, started_at: '2026-11-21T09:30:00.000Z', time_seconds: 300, complete: 1 },
    ]);
  });
});
