import argon2 from 'argon2';
import commonPasswords from 'fxa-common-password-list';
import { COMMON_PASSWORD, containsContextWord, PASSWORD_CONTEXT_WORD } from '@owner-portal/contract/validation';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string | null, password: string): Promise<boolean>;
}

/** argon2id; `fast` lowers the cost for tests and benchmarks only. */
export async function createPasswordHasher(fast = false): Promise<PasswordHasher> {
  const options = fast
    ? { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 }
    : { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  // Verifying against a real hash when the account is unknown keeps both failures equally slow.
  const dummyHash = await argon2.hash('not-a-real-password', options);
  return {
    hash: (password) => argon2.hash(password, options),
    async verify(hash, password) {
      try {
        const ok = await argon2.verify(hash ?? dummyHash, password);
        return ok && hash !== null;
      } catch {
        return false;
      }
    },
  };
}

function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/**
 * The checks a password's shape cannot carry (the schema refuses short, long and all-space ones):
 * a common password, or one holding the account's own name or email. The 422 text, or null.
 */
export function passwordProblem(
  password: string,
  account: { email: string; first_name?: string | null; last_name?: string | null },
): string | null {
  if (isCommonPassword(password)) return COMMON_PASSWORD;
  if (containsContextWord(password, account)) return PASSWORD_CONTEXT_WORD;
  return null;
}
