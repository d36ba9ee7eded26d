import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyDatabase, migrateUpTo } from '../../test/migration-fixtures.ts';
import { toIso, type Db } from './database.ts';
import { migrateToLatest } from './migrator.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await emptyDatabase());
});
afterAll(() => drop());

describe('migration 2026-11-26-130: progress per video, not per language', () => {
  it("merges a contact's English and Spanish progress of a video: the furthest time, complete wins, the first start", async () => {
    await migrateUpTo(db, '2026-11-26-130-progress-per-video-not-language');
    const now = '2026-11-20T08:00:00.000Z';
    await sql`insert into customers (id, company_name, subsidiary_id, created_at, updated_at)
              values (1, 'Stitch Co', 1, ${now}, ${now})`.execute(db);
    await sql`insert into customer_users (id, customer_id, first_name, last_name, email, lang_code, created_at, updated_at)
              values (1, 1, 'Ann', 'Lee', 'ann@example.test', 'en', ${now}, ${now}),
                     (2, 1, 'Bo', 'Lee', 'bo@example.test', 'es', ${now}, ${now})`.execute(db);
    await sql`insert into product_groups (id, name) values (1, 'Embroidery')`.execute(db);
    // Two steps of a series, each in English and Spanish.
    await sql`insert into videos (id, kind, group_id, lang_code, title, position, duration_seconds, created_at, updated_at)
              values (1, 'pre_training', 1, 'en', 'One', 1, 60, ${now}, ${now}),
                     (2, 'pre_training', 1, 'es', 'Uno', 1, 60, ${now}, ${now}),
                     (3, 'pre_training', 1, 'en', 'Two', 2, 60, ${now}, ${now}),
                     (4, 'pre_training', 1, 'es', 'Dos', 2, 60, ${now}, ${now})`.execute(db);
    await sql`insert into video_progress (customer_user_id, video_id, time_seconds, complete, started_at, updated_at)
              values (1, 1, 60, 1, '2026-11-20T09:00:00.000Z', '2026-11-20T09:05:00.000Z'),
                     (1, 2, 12, 0, '2026-11-21T09:00:00.000Z', '2026-11-21T09:01:00.000Z'),
                     (1, 3, 20, 0, '2026-11-20T10:00:00.000Z', '2026-11-20T10:01:00.000Z'),
                     (1, 4, 45, 0, '2026-11-19T10:00:00.000Z', '2026-11-19T10:02:00.000Z'),
                     (2, 4, 30, 0, '2026-11-22T10:00:00.000Z', '2026-11-22T10:01:00.000Z')`.execute(db);

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('video_progress')
      .selectAll()
      .orderBy('customer_user_id')
      .orderBy('position')
      .execute();
    expect(rows.map((r) => ({ ...r, started_at: toIso(r.started_at), updated_at: toIso(r.updated_at) }))).toEqual([
      {
        customer_user_id: 1,
        group_id: 1,
        kind: 'pre_training',
        position: 1,
        time_seconds: 60,
        complete: 1,
        started_at: '2026-11-20T09:00:00.000Z',
        updated_at: '2026-11-21T09:01:00.000Z',
      },
      {
        customer_user_id: 1,
        group_id: 1,
        kind: 'pre_training',
        position: 2,
        time_seconds: 45,
        complete: 0,
        started_at: '2026-11-19T10:00:00.000Z',
        updated_at: '2026-11-20T10:01:00.000Z',
      },
      {
        customer_user_id: 2,
        group_id: 1,
        kind: 'pre_training',
        position: 2,
        time_seconds: 30,
        complete: 0,
        started_at: '2026-11-22T10:00:00.000Z',
        updated_at: '2026-11-22T10:01:00.000Z',
      },
    ]);

    // One step, one row: a second row for the same contact and step is refused by the key.
    await expect(
      db
        .insertInto('video_progress')
        .values({ ...rows[0]!, started_at: now, updated_at: now })
        .execute(),
    ).rejects.toThrow();
  });
});
