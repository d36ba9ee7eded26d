import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import type { PasswordHasher } from '../../plugins/passwords.ts';
import { passwordProblem } from '../../plugins/passwords.ts';
import { fieldError } from '../../plugins/http-errors.ts';

export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect.';

/**
 * Checks the current password and sets the new one, bumping the token version so every other
 * session of the account stops working; the caller signs a fresh token for this one.
 */
export async function changePassword(
  db: Db,
  hasher: PasswordHasher,
  account: { table: 'staff_users' | 'customer_users'; id: number },
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const row = await db
    .selectFrom(account.table)
    .select(['password_hash', 'email', 'first_name', 'last_name'])
    .where('id', '=', account.id)
    .executeTakeFirstOrThrow();
  if (!(await hasher.verify(row.password_hash, currentPassword)))
    throw fieldError('current_password', WRONG_CURRENT_PASSWORD);
  const weakness = passwordProblem(newPassword, row);
  if (weakness) throw fieldError('password', weakness);
  const hash = await hasher.hash(newPassword);
  await db
    .updateTable(account.table)
    .set((eb) => ({ password_hash: hash, token_version: eb('token_version', '+', 1), updated_at: nowIso() }))
    .where('id', '=', account.id)
    .execute();
}
