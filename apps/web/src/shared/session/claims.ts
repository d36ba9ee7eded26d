import { currentUserFromClaims, type CurrentUser } from '@owner-portal/contract/current-user';
import type { TokenClaims } from '@owner-portal/contract/user';
import { isTokenClaims } from './current-user.ts';

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = window.atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads the claims of a JWT without verifying it (the server verifies); null when unreadable or expired. */
export function decodeClaims(token: string | null, nowSeconds = Date.now() / 1000): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(payload));
    if (!isTokenClaims(claims) || claims.exp <= nowSeconds) return null;
    return claims;
  } catch {
    return null;
  }
}

export function userFromToken(token: string | null): CurrentUser | null {
  const claims = decodeClaims(token);
  return claims ? currentUserFromClaims(claims) : null;
}
