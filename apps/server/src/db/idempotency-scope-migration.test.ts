import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrlFor, testEngine } from '../../test/engine.ts';
import { createDatabase, nowIso, withDefaultUser, type Db } from './database.ts';
import { migrateToLatest, migrations } from './migrator.ts';

const engine = testEngine();
const name = `op_idem_${randomBytes(6).toString('hex')}`;
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

describe('migration 2026-11-26-110: idempotency keys stored before it keep answering their retries', () => {
  it('scopes each stored key to the staff member who sent it, and leaves keys with no author as they were', async () => {
    const migrator = new Migrator({
      db,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(Object.entries(migrations).filter(([key]) => key < '2026-11-26-110-idempotency-scope')),
      },
    });
    const before = await migrator.migrateToLatest();
    expect(before.error).toBeUndefined();
    // Rows as the ledger wrote them; their companies and staff do not matter to the migration.
    await db.connection().execute(async (conn) => {
      await sql
        .raw(engine === 'sqlite' ? 'pragma foreign_keys = off' : 'set session_replication_role = replica')
        .execute(conn);
      const row = {
        referrer_id: 1,
        type: 'sale' as const,
        is_shopify_sale: 0,
        self_referral: 0,
        approved: 1,
        amount_cents: 100,
        value_cents: 5,
        balance_cents: 5,
        created_at: nowIso(),
      };
      await conn
        .insertInto('referrals')
        .values([
          { ...row, idempotency_key: 'sale:order-1', created_by_staff_id: 7 },
          { ...row, type: 'redemption' as const, idempotency_key: 'redeem:payout-1', created_by_staff_id: 7 },
          { ...row, idempotency_key: 'sale:order-2', created_by_staff_id: null },
        ])
        .execute();
      await sql
        .raw(engine === 'sqlite' ? 'pragma foreign_keys = on' : 'set session_replication_role = origin')
        .execute(conn);
    });

    await migrateToLatest(db);

    const rows = await db
      .selectFrom('referrals')
      .select(['idempotency_key', 'idempotency_request_hash'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { idempotency_key: 'sale:staff:7:order-1', idempotency_request_hash: null },
      { idempotency_key: 'redeem:staff:7:payout-1', idempotency_request_hash: null },
      { idempotency_key: 'sale:order-2', idempotency_request_hash: null },
    ]);
  });
});
