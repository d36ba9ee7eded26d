import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { PasswordHasher } from '../../plugins/passwords.ts';
import { passwordProblem } from '../../plugins/passwords.ts';
import { fieldError } from '../../plugins/http-errors.ts';
import { throttleAccount, verifyCurrentPassword } from '../auth/auth.feature.ts';

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

type Account = { table: 'staff_users' | 'customer_users'; id: number };

/**
 * Checks the current password (throttled like sign-in, from the caller's address) and the new one,
 * and hashes the new one. Hashing is slow, so it runs
 * before the write's transaction (on SQLite that holds the one write lock); `storePassword` then
 * writes the hash inside it.
 */
export async function newPasswordHash(
  db: Db,
  hasher: PasswordHasher,
  account: Account,
  address: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const row = await db
    .selectFrom(account.table)
    .select(['password_hash', 'email', 'first_name', 'last_name'])
    .where('id', '=', account.id)
    .executeTakeFirstOrThrow();
  const kind = account.table === 'staff_users' ? 'staff' : 'customer';
  const attempt = {
    account: throttleAccount(kind, row.email),
    address,
    hash: row.password_hash,
    password: currentPassword,
  };
  if (!(await verifyCurrentPassword(db, hasher, attempt))) throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
  const weakness = passwordProblem(newPassword, row);
  if (weakness) throw fieldError('password', weakness);
  return hasher.hash(newPassword);
}

/** Sets the new password, bumping the token version so every other session of the account stops working; the caller signs a fresh token for this one. */
export async function storePassword(db: Db, account: Account, hash: string): Promise<void> {
  await db
    .updateTable(account.table)
    .set((eb) => ({ password_hash: hash, token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', account.id)
    .execute();
}
