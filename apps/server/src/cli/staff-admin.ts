import { emailField, passwordField } from '@owner-portal/contract/validation';
import { nowIso, type Db } from '../db/database.ts';
import { passwordProblem, type PasswordHasher } from '../plugins/passwords.ts';

/** A refusal the operator can act on: the CLI prints its message and exits 1, having written nothing. */
export class AdminInputError extends Error {}

export interface AdminRequest {
  email: string;
  /** "First Last"; a new admin without one is called "Admin", an existing one keeps theirs. */
  name?: string;
  password: string;
}

export interface AdminResult {
  action: 'created' | 'reset';
  email: string;
}

/** The email as stored (lower case), or an AdminInputError saying what is wrong with it. */
export function adminEmail(value: string): string {
  const email = emailField().safeParse(value);
  if (!email.success) throw new AdminInputError(`${email.error.issues[0]!.message} (--email ${value})`);
  return email.data;
}

function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * Creates a staff admin, or makes an existing staff account admin with a new password (its other
 * sessions end: the token version goes up). The password passes the same policy as every other
 * password of the portal.
 */
export async function createOrResetAdmin(db: Db, hasher: PasswordHasher, request: AdminRequest): Promise<AdminResult> {
  const email = adminEmail(request.email);
  const shape = passwordField().safeParse(request.password);
  if (!shape.success) throw new AdminInputError(shape.error.issues[0]!.message);

  const existing = await db
    .selectFrom('staff_users')
    .select(['id', 'first_name', 'last_name'])
    .where('email', '=', email)
    .executeTakeFirst();
  const names = request.name?.trim() ? splitName(request.name) : (existing ?? { first_name: 'Admin', last_name: '' });
  const weakness = passwordProblem(request.password, { email, ...names });
  if (weakness) throw new AdminInputError(weakness);

  const passwordHash = await hasher.hash(request.password);
  const now = nowIso();
  if (existing) {
    await db
      .updateTable('staff_users')
      .set((eb) => ({
        ...names,
        role: 'admin',
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', existing.id)
      .execute();
    return { action: 'reset', email };
  }
  await db
    .insertInto('staff_users')
    .values({
      ...names,
      email,
      role: 'admin',
      lang_code: 'en',
      password_hash: passwordHash,
      token_version: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { action: 'created', email };
}
