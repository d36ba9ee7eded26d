import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { tokenClaims, type TokenClaims } from '@owner-portal/contract/user';

export type ClaimsInput = Omit<TokenClaims, 'iat' | 'exp' | 'jti'>;

export const TOKEN_TTL_SECONDS = {
  session: 12 * 60 * 60,
  remembered: 30 * 24 * 60 * 60,
  impersonation: 60 * 60,
} as const;

/** HS256 only: the verifier refuses `none` and every other algorithm, and checks expiry. */
export function createTokenService(secret: string) {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign(claims: ClaimsInput, ttlSeconds: number): string {
      const iat = Math.floor(Date.now() / 1000);
      return signer({ ...claims, jti: randomUUID(), iat, exp: iat + ttlSeconds });
    },
    verify(token: string): TokenClaims | null {
      try {
        const parsed = tokenClaims.safeParse(verifier(token));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
