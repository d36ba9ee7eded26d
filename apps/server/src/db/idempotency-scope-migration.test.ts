import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../test/engine.ts';
import { emptyDatabase, migrateUpTo } from '../../test/migration-fixtures.ts';
import { nowIso, type Db } from './database.ts';
import { migrateToLatest } from './migrator.ts';

const engine = testEngine();
let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ db, drop } = await emptyDatabase());
});
afterAll(() => drop());

describe('migration 2026-11-26-110: idempotency keys stored before it keep answering their retries', () => {
  it('scopes each stored key to the staff member who sent it, and leaves keys with no author as they were', async () => {
    await migrateUpTo(db, '2026-11-26-110-idempotency-scope');
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
