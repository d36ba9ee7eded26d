import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTemplate, type TestDatabase } from '../../test/app.ts';
import { isPostgres, type Db } from './database.ts';
import { statisticsKeeper } from './planner-statistics.ts';

let dir: string;
let base: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'op-statistics-'));
  base = await copyTemplate(dir);
});

afterAll(async () => {
  await base.db.destroy();
  await base.drop();
  rmSync(dir, { recursive: true, force: true });
});

const IDS = Array.from({ length: 200 }, (_, i) => `grow-${i * 7}`);
const quoted = IDS.map((id) => `'${id}'`).join(', ');

async function fill(db: Db, batch: number) {
  const rows = Array.from({ length: 500 }, (_, i) => ({
    id: batch * 500 + i,
    ref: `grow-${batch * 500 + i}`,
    filler: 'x'.repeat(150),
  }));
  await db
    .insertInto('grown' as never)
    .values(rows as never)
    .execute();
}

describe('a bulk job keeps the planner statistics of the tables it fills', () => {
  it('a lookup prepared while the table was small reads the index once a job has grown it in 64 batches', async () => {
    await sql`create table grown (id integer primary key, ref varchar(40) not null, filler varchar(200))`.execute(
      base.db,
    );
    await sql`create index grown_ref_idx on grown (ref)`.execute(base.db);
    const keep = statisticsKeeper(base.db, ['grown']);
    const plan = await base.db.connection().execute(async (conn) => {
      if (!isPostgres(base.db)) {
        for (let batch = 0; batch < 64; batch += 1) {
          await fill(conn, batch);
          await keep();
        }
        const { rows } = await sql
          .raw<{ detail: string }>(`explain query plan select id from grown where ref in (${quoted})`)
          .execute(conn);
        return rows.map((r) => r.detail).join('\n');
      }
      // A kept statement's generic plan, made after the first batch, as the app's connections keep theirs.
      await sql`set plan_cache_mode = force_generic_plan`.execute(conn);
      const params = IDS.map((_, i) => `$${i + 1}`).join(', ');
      await sql.raw(`prepare grown_lookup as select id from grown where ref in (${params})`).execute(conn);
      for (let batch = 0; batch < 64; batch += 1) {
        await fill(conn, batch);
        await keep();
        if (batch === 0) await sql.raw(`execute grown_lookup(${quoted})`).execute(conn);
      }
      const { rows } = await sql.raw<{ 'QUERY PLAN': string }>(`explain execute grown_lookup(${quoted})`).execute(conn);
      await sql`deallocate grown_lookup`.execute(conn);
      await sql`reset plan_cache_mode`.execute(conn);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan|SCAN grown(?! USING)/);
    expect(plan).toMatch(/grown_ref_idx/);
  });
});
