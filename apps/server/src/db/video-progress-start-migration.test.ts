import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/engine.ts';
import { emptyDatabase, migrateUpTo } from '../../test/migration-fixtures.ts';
import { toIso, type Db } from './database.ts';

const engine = testEngine();
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await emptyDatabase());
});
afterAll(() => drop());

describe('migration 2026-11-26-111: progress saved before it has a start', () => {
  it('counts each saved progress as started when it was last saved', async () => {
    await migrateUpTo(db, '2026-11-26-111-video-progress-start');
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

    // Up to this migration only: a later one keys progress by the video's step (its own test).
    await migrateUpTo(db, '2026-11-26-112-video-poster-index');

    const { rows } = await sql<{ video_id: number; started_at: string | Date; time_seconds: number; complete: number }>`
      select video_id, started_at, time_seconds, complete from video_progress order by video_id
    `.execute(db);
    expect(rows.map((r) => ({ ...r, started_at: toIso(r.started_at) }))).toEqual([
      { video_id: 1, started_at: '2026-11-20T08:00:00.000Z', time_seconds: 40, complete: 0 },
      { video_id: 2, started_at: '2026-11-21T09:30:00.000Z', time_seconds: 300, complete: 1 },
    ]);
  });
});
