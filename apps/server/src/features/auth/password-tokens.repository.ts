import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { AccountKind, PasswordTokensTable } from '../../db/schema.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const RESET_TOKEN_TTL_MINUTES = 60;
export const INVITE_TOKEN_TTL_MINUTES = 7 * 24 * 60;
/** Stores only a hash of the token; the raw value exists in the mail alone. */
export async function issuePasswordToken(
  db: Db,
  account: { kind: AccountKind; id: number },
  purpose: PasswordTokensTable['purpose'],
  ttlMinutes: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  await db
    .insertInto('password_tokens')
    .values({
      token_hash: sha256(token),
      account_kind: account.kind,
      account_id: account.id,
      purpose,
      expires_at: new Date(now + ttlMinutes * 60_000).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return token;
}

/** Marks the token used and returns its account, or null when it is unknown, used or expired. Call inside a transaction. */
export async function consumePasswordToken(db: Db, token: string) {
  const row = await db
    .selectFrom('password_tokens')
    .select(['id', 'account_kind', 'account_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row || row.used_at !== null || new Date(row.expires_at).getTime() <= Date.now()) return null;
  const used = await db
    .updateTable('password_tokens')
    .set({ used_at: nowIso() })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows === 1n ? { kind: row.account_kind, id: row.account_id } : null;
}
