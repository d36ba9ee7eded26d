import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { inTransaction, type Db } from './database.ts';
import { watchChanges } from './changed-rows.ts';
import { prepareOn } from './prepared.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs `work` on a watched transaction and answers the rows it changed. */
const changedBy = (work: (db: Db) => Promise<unknown>) =>
  inTransaction(t.db, async (trx) => {
    const watch = await watchChanges(trx);
    await work(watch.db);
    return watch.changed();
  });

let n = 0;
const insertLanguage = (db: Db, code: string) =>
  db
    .insertInto('languages')
    .values({ code, title: `Test ${code}` })
    .onConflict((oc) => oc.column('code').doNothing());

const rename = prepareOn(
  (db, title: string, code: string) => db.updateTable('languages').set({ title }).where('code', '=', code),
  ['\0title', '\0code'],
);

describe('the rows a write changed', () => {
  it('counts an insert, and nothing for one that found its row already there', async () => {
    const code = `t${++n}`;
    expect(await changedBy((db) => insertLanguage(db, code).execute())).toBe(1);
    expect(await changedBy((db) => insertLanguage(db, code).execute())).toBe(0);
  });

  it('counts rows written by a statement with RETURNING, a prepared one and a raw one', async () => {
    const code = `t${++n}`;
    expect(await changedBy((db) => insertLanguage(db, code).returning('code').execute())).toBe(1);
    expect(await changedBy((db) => rename(db, 'Renamed', code))).toBe(1);
    expect(await changedBy((db) => sql`delete from languages where code = ${code}`.execute(db))).toBe(1);
  });

  it('adds up several statements, and leaves reads and updates of no row out', async () => {
    const [a, b] = [`t${++n}`, `t${++n}`];
    const changed = await changedBy(async (db) => {
      await insertLanguage(db, a).execute();
      await insertLanguage(db, b).execute();
      await db.selectFrom('languages').selectAll().execute();
      await db.updateTable('languages').set({ title: 'x' }).where('code', '=', 'no-such-code').execute();
      await db.deleteFrom('languages').where('code', '=', b).execute();
    });
    expect(changed).toBe(3);
  });

  it('counts only what ran inside the watch, not work before it in the same transaction', async () => {
    const code = `t${++n}`;
    const changed = await inTransaction(t.db, async (trx) => {
      await insertLanguage(trx, code).execute();
      const watch = await watchChanges(trx);
      await watch.db.updateTable('languages').set({ title: 'x' }).where('code', '=', 'none').execute();
      return watch.changed();
    });
    expect(changed).toBe(0);
  });
});
