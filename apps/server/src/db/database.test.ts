import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createDatabase, toIso } from './database.ts';

describe('SQLite statistics', () => {
  it('keeps the per-index averages but no STAT4 samples, which would re-plan every statement at each run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'op-stat4-'));
    const file = join(dir, 'stats.sqlite');
    try {
      const raw = new SQLite(file);
      raw.exec('create table t (id integer primary key, k integer); create index t_k on t (k)');
      const insert = raw.prepare('insert into t (k) values (?)');
      // One transaction: 2,000 separate commits waited on the disk for up to a minute on a busy machine.
      raw.transaction(() => {
        for (let i = 0; i < 2000; i++) insert.run(i % 40);
      })();
      raw.exec('analyze');
      expect(raw.prepare('select count(*) as n from sqlite_stat4').get()).not.toEqual({ n: 0 });
      raw.close();

      const db = createDatabase({ engine: 'sqlite', file });
      const count = async (table: string) =>
        Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
      expect(await count('sqlite_stat4')).toBe(0);
      expect(await count('sqlite_stat1')).toBeGreaterThan(0);
      await db.destroy();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('toIso', () => {
  it('answers a stored ISO timestamp as it is, and normalises SQLite, offset and Date forms to UTC ISO', () => {
    expect(toIso('2026-11-03T03:34:52.007Z')).toBe('2026-11-03T03:34:52.007Z');
    expect(toIso('2026-11-03 03:34:52')).toBe(new Date('2026-11-03 03:34:52').toISOString());
    expect(toIso('2026-11-03T05:34:52+02:00')).toBe('2026-11-03T03:34:52.000Z');
    expect(toIso(new Date(Date.UTC(2026, 10, 3, 3, 34, 52, 7)))).toBe('2026-11-03T03:34:52.007Z');
    expect(toIso(null)).toBeNull();
  });
});

describe('SQLite rows', () => {
  it('come back as objects keyed by column name, the last of a repeated name winning, when read whole or streamed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rows-'));
    const db = createDatabase({ engine: 'sqlite', file: join(dir, 'rows.sqlite') });
    try {
      const q = sql<{ a: number; b: string }>`select 1 as a, 'x' as b, 2 as a`;
      expect((await q.execute(db)).rows).toEqual([{ a: 2, b: 'x' }]);
      const streamed = [];
      for await (const row of db.selectNoFrom((eb) => [eb.val(7).as('n'), eb.val('y').as('s')]).stream())
        streamed.push(row);
      expect(streamed).toEqual([{ n: 7, s: 'y' }]);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
