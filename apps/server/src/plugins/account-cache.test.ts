import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, isPostgres, type Db } from '../db/database.ts';
import { copyTemplate, type TestDatabase } from '../../test/app.ts';
import { createAccountCache, type AccountCache } from './account-cache.ts';

let dir: string;
let copy: TestDatabase;
let other: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'op-account-cache-'));
  copy = await copyTemplate(dir);
  // Another app server's connection: its writes reach this one only through the database.
  other = createDatabase(copy.target);
});
afterAll(async () => {
  await other.destroy();
  await copy.db.destroy();
  await copy.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** A lookup that counts its round trips and reads the account's current token version. */
function countedLookup(db: Db) {
  const calls = { count: 0 };
  const lookup = async (id: number) => {
    calls.count++;
    return db.selectFrom('customer_users').select('token_version').where('id', '=', id).executeTakeFirstOrThrow();
  };
  return { calls, lookup };
}

async function firstContact(): Promise<number> {
  return (await copy.db.selectFrom('customer_users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
}

async function live(cache: AccountCache) {
  // Listening starts on its own connection; settle resolves at once until it does.
  for (let i = 0; i < 100; i++) {
    await cache.settle();
    const probe = countedLookup(copy.db);
    const wrapped = cache.wrap('probe', probe.lookup);
    await wrapped(await firstContact(), 'j');
    await wrapped(await firstContact(), 'j');
    if (probe.calls.count === 1) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the cache never started listening');
}

/** Until the cache has noticed its listening connection is gone (the socket's close arrives a moment after the kill). */
async function notLive(cache: AccountCache) {
  for (let i = 0; i < 100; i++) {
    const probe = countedLookup(copy.db);
    const wrapped = cache.wrap(`gone-${i}`, probe.lookup);
    await wrapped(await firstContact(), 'j');
    await wrapped(await firstContact(), 'j');
    if (probe.calls.count === 2) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the cache never noticed its connection was lost');
}

describe('the token check keeps an account lookup only while every change to it is heard', () => {
  it('a burst of checks of one token reads the account once on PostgreSQL, every time on SQLite', async () => {
    const cache = createAccountCache(copy.db);
    try {
      if (isPostgres(copy.db)) await live(cache);
      const { calls, lookup } = countedLookup(copy.db);
      const check = cache.wrap('customer', lookup);
      const id = await firstContact();
      await Promise.all(Array.from({ length: 20 }, () => check(id, 'jti-1')));
      await check(id, 'jti-1');
      expect(calls.count).toBe(isPostgres(copy.db) ? 1 : 21);
      // Another token of the same account is its own entry (it may be signed out on its own).
      await check(id, 'jti-2');
      expect(calls.count).toBe(isPostgres(copy.db) ? 2 : 22);
    } finally {
      await cache.close();
    }
  });

  it("another server's committed change to an account is read fresh by the next check", async () => {
    const cache = createAccountCache(copy.db);
    try {
      if (isPostgres(copy.db)) await live(cache);
      const { lookup } = countedLookup(copy.db);
      const check = cache.wrap('customer', lookup);
      const id = await firstContact();
      const before = (await check(id, 'jti-3')).token_version;
      await other
        .updateTable('customer_users')
        .set({ token_version: before + 1 })
        .where('id', '=', id)
        .execute();
      await cache.settle();
      expect((await check(id, 'jti-3')).token_version).toBe(before + 1);
      // A signed-out token (a row in revoked_tokens) and a company's move clear it too.
      for (const change of [
        sql`insert into revoked_tokens (jti, expires_at) values ('jti-3', ${new Date(Date.now() + 60_000).toISOString()})`,
        sql`update customers set subsidiary_id = subsidiary_id where id = (select customer_id from customer_users where id = ${id})`,
        sql`update staff_users set token_version = token_version where id = (select min(id) from staff_users)`,
      ]) {
        const { calls, lookup: again } = countedLookup(copy.db);
        const fresh = cache.wrap(`after-${calls.count}-${String(Math.random())}`, again);
        await fresh(id, 'jti-4');
        await change.execute(other);
        await cache.settle();
        await fresh(id, 'jti-4');
        expect(calls.count).toBe(2);
      }
    } finally {
      await cache.close();
    }
  });

  it('while its listening connection is lost nothing is kept, and keeping resumes once it is back', async () => {
    const postgres = isPostgres(copy.db);
    const cache = createAccountCache(copy.db);
    try {
      if (postgres) {
        await live(cache);
        await sql`select pg_terminate_backend(pid) from pg_stat_activity
                  where datname = current_database() and query = 'listen account_changes'`.execute(other);
        await notLive(cache);
      }
      const { calls, lookup } = countedLookup(copy.db);
      const check = cache.wrap('customer', lookup);
      const id = await firstContact();
      // Until it listens again, every check goes to the database.
      await check(id, 'jti-5');
      await check(id, 'jti-5');
      expect(calls.count).toBe(2);
      if (postgres) await live(cache);
      await check(id, 'jti-5');
      await check(id, 'jti-5');
      expect(calls.count).toBe(postgres ? 3 : 4);
    } finally {
      await cache.close();
    }
  });
});
