import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { tokenClaims, type TokenClaims } from '@owner-portal/contract/user';

export type ClaimsInput = Omit<TokenClaims, 'iat' | 'exp' | 'jti'>;

export const TOKEN_TTL_SECONDS = {
  session: 12 * 60 * 60,
  remembered: 30 * 24 * 60 * 60,
  impersonation: 60 * 60,
} as const;

/** How many verified tokens are remembered: the signed-in users of the last few minutes. */
const VERIFIED_CACHE_SIZE = 5000;

/** HS256 only: the verifier refuses `none` and every other algorithm, and checks expiry. */
export function createTokenService(secret: string) {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'] });
  // Every request verifies its token; a remembered one (the exact string that verified) skips the HMAC
  // and the claims check until it expires. Keyed by the string itself: no hashing per lookup.
  const verified = new Map<string, TokenClaims>();
  return {
    sign(claims: ClaimsInput, ttlSeconds: number): string {
      const iat = Math.floor(Date.now() / 1000);
      return signer({ ...claims, jti: randomUUID(), iat, exp: iat + ttlSeconds });
    },
    verify(token: string): TokenClaims | null {
      const known = verified.get(token);
      if (known) {
        if (known.exp * 1000 > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const parsed = tokenClaims.safeParse(verifier(token));
        if (!parsed.success) return null;
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
        verified.set(token, parsed.data);
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
