import { type AdminArea, ADMIN_AREAS, canOpenArea } from '@owner-portal/contract/permissions';
import type { AdminAreaKey } from '@owner-portal/contract/permissions';
import { isEuropeanSubsidiary, isStaffRole } from '@owner-portal/contract/roles';
import { flagsForPath, normalisePath } from './route-flags.ts';
import type { RouteFlags } from './route-flags.ts';

/** The part of the session the guards read. */
export interface GuardSession {
  user: { role: string; subsidiary_id: number | null } | null;
  impersonatedUser: { role: string; subsidiary_id: number | null } | null;
}

export interface GuardInput {
  /** pathname, optionally with ?search, of the target */
  path: string;
  session: GuardSession;
  routeFlags?: RouteFlags;
}

export const REDIRECT_PARAM = 'redirect';

/**
 * The first admin area a staff role may open, else its account page (finance and sales have no area
 * of their own; the audit log, which every role has, is no one's landing screen).
 */
export function staffHome(role: string): string {
  const keys = Object.keys(ADMIN_AREAS) as AdminAreaKey[];
  const first = keys.find((key) => canOpenArea(role, key) && (ADMIN_AREAS[key] as AdminArea).home !== false);
  return first ? ADMIN_AREAS[first].path : '/admin/account';
}

export function signInPathFor(target: string): string {
  const admin = normalisePath(target) === '/admin' || target.startsWith('/admin/');
  const base = admin ? '/admin/login' : '/auth/login';
  return `${base}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/**
 * The route guards, as one pure function: where to send the user instead of `path`,
 * or null to let them in.
 */
export function decideRedirect({ path, session, routeFlags }: GuardInput): string | null {
  const flags = routeFlags ?? flagsForPath(path);
  const { user } = session;
  const staff = user !== null && isStaffRole(user.role);

  if (flags.guestOnly) {
    if (!user) return null;
    // Signing in lands here too: the saved target, or the user's home.
    return afterSignInPath(user.role, redirectParamOf(path));
  }
  if (!flags.customer && !flags.admin) return null;
  if (!user) return signInPathFor(path);

  if (flags.admin) {
    if (!staff) return '/';
    const bare = normalisePath(path);
    if (flags.area && !canOpenArea(user.role, flags.area)) {
      const home = staffHome(user.role);
      return home === bare ? '/admin/account' : home;
    }
    return null;
  }

  // Customer-flagged route.
  const actingAs = staff ? session.impersonatedUser : user;
  if (!actingAs) return '/admin';
  if (flags.hiddenForEurope && isEuropeanSubsidiary(actingAs.subsidiary_id)) return '/';
  return null;
}

function redirectParamOf(path: string): string | null {
  const query = path.split('?')[1];
  return query ? new URLSearchParams(query.split('#')[0]).get(REDIRECT_PARAM) : null;
}

/** Where a user lands after signing in: the saved target if it is a safe in-app path, else their home. */
export function afterSignInPath(role: string, redirect: string | null): string {
  const home = isStaffRole(role) ? '/admin' : '/';
  return isSafeReturnPath(redirect) ? redirect : home;
}

/**
 * A return path that stays in the app: one leading slash, then no second slash or backslash (a
 * browser reads `//x` and `/\x` as another site), no scheme, no control characters.
 */
export function isSafeReturnPath(path: string | null): path is string {
  if (!path || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\\]/.test(path);
}
