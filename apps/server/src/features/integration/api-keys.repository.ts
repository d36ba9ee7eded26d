import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import {
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
  type apiKeyListQuery,
} from '@owner-portal/contract/integration/api-keys';
import type { Db } from '../../db/database.ts';
import { nowIso, toIso } from '../../db/database.ts';
import { perDatabase, prepareQuery } from '../../db/prepared.ts';
import type { ApiKeysTable } from '../../db/schema.ts';
import { listPage, type ListSpec } from '../../shared/list-query.ts';
import { likeContains } from '../../shared/search.ts';

const LISTED = ['id', 'name', 'scopes', 'prefix', 'created_at', 'last_used_at', 'expires_at'] as const;
type ListedRow = Omit<Pick<ApiKeysTable, (typeof LISTED)[number]>, 'id'> & { id: number };

/** Stored space-separated; read back in the contract's order, unknown words dropped. */
export const scopesOf = (text: string): ApiKeyScope[] => {
  const words = text.split(' ');
  return API_KEY_SCOPES.filter((scope) => words.includes(scope));
};

function toApiKey(row: ListedRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    prefix: row.prefix,
    created_at: toIso(row.created_at),
    last_used_at: toIso(row.last_used_at),
    expires_at: toIso(row.expires_at),
  };
}

/** The keys not revoked (expired ones too: the screen shows they expired), by name or prefix, newest first. */
const API_KEY_LIST: ListSpec = {
  alias: 'k',
  search: (text) =>
    sql<SqlBool>`(${likeContains(sql.ref('k.name'), text)} or ${likeContains(sql.ref('k.prefix'), text)})`,
  defaultSort: ['k.created_at', 'desc'],
  where: [sql<SqlBool>`k.revoked_at is null`],
};

export async function listApiKeys(
  db: Db,
  q: z.infer<typeof apiKeyListQuery>,
): Promise<{ rows: ApiKey[]; total: number }> {
  const select = db.selectFrom('api_keys as k').select(LISTED.map((c) => `k.${c}` as const));
  const { rows, total } = await listPage(select, db.selectFrom('api_keys as k'), q, API_KEY_LIST);
  return { rows: rows.map(toApiKey), total };
}

export async function findApiKey(db: Db, id: number): Promise<ApiKey | null> {
  const row = await db.selectFrom('api_keys').select(LISTED).where('id', '=', id).executeTakeFirst();
  return row ? toApiKey(row) : null;
}

export interface NewApiKey {
  name: string;
  prefix: string;
  keyHash: string;
  scopes: readonly ApiKeyScope[];
  expiresAt: string | null;
  staffId: number;
}

export async function insertApiKey(db: Db, key: NewApiKey): Promise<number> {
  const { id } = await db
    .insertInto('api_keys')
    .values({
      name: key.name,
      prefix: key.prefix,
      key_hash: key.keyHash,
      scopes: key.scopes.join(' '),
      created_by_staff_id: key.staffId,
      created_at: nowIso(),
      last_used_at: null,
      expires_at: key.expiresAt,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Revokes a live key; the update itself decides, so of parallel revokes one gets it and the rest a 404. */
export async function revokeApiKey(db: Db, id: number): Promise<{ id: number; name: string } | undefined> {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: nowIso() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

/** The key a request names, by its hash: one indexed lookup per integration request, compiled once. */
export const keyLookups = perDatabase((db: Db) => ({
  byHash: prepareQuery(
    db,
    (hash: string) =>
      db
        .selectFrom('api_keys')
        .select(['id', 'name', 'scopes', 'expires_at', 'revoked_at', 'last_used_at'])
        .where('key_hash', '=', hash),
    ['\0hash'],
  ),
}));

/**
 * Stamps last_used_at when the stamp is older than `staleBefore`: a busy key is written once a
 * minute, not on every request, and processes racing to stamp it write once between them.
 */
export async function touchLastUsed(db: Db, id: number, now: string, staleBefore: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', staleBefore)]))
    .execute();
}
