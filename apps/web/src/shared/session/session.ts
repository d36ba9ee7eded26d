import { useMemo, useSyncExternalStore } from 'react';
import { isStaffRole } from '@owner-portal/contract/roles';
import { currentUserFromClaims, type CurrentUser } from '@owner-portal/contract/current-user';
import { decodeClaims, userFromToken } from './claims.ts';
import { readTokens, subscribeTokens } from './token-storage.ts';
import type { StoredTokens } from './token-storage.ts';

export interface Session {
  /** The signed-in user of the stored token (staff or customer). */
  user: CurrentUser | null;
  /** The customer a staff user is acting as, while impersonating. */
  impersonatedUser: CurrentUser | null;
  /** The impersonation was started by a read-only role: the server refuses its every change. */
  impersonationReadOnly: boolean;
}

export function sessionFromTokens(tokens: StoredTokens): Session {
  const user = userFromToken(tokens.token);
  const claims = user && isStaffRole(user.role) ? decodeClaims(tokens.impersonationToken) : null;
  const impersonatedUser = claims ? currentUserFromClaims(claims) : null;
  return { user, impersonatedUser, impersonationReadOnly: claims?.act?.read_only === true };
}

export function readSession(): Session {
  return sessionFromTokens(readTokens());
}

export function useSession(): Session {
  const tokens = useSyncExternalStore(subscribeTokens, readTokens);
  return useMemo(() => sessionFromTokens(tokens), [tokens]);
}

/** The user a screen acts for: the impersonated customer on customer paths, otherwise the signed-in user. */
export function effectiveUser(session: Session, path: string): CurrentUser | null {
  const onAdminPath = path === '/admin' || path.startsWith('/admin/');
  return !onAdminPath && session.impersonatedUser ? session.impersonatedUser : session.user;
}
