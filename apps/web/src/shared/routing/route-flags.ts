import { ADMIN_AREAS } from '@owner-portal/contract/permissions';
import type { AdminAreaKey } from '@owner-portal/contract/permissions';

/** What the route guards need to know about a path. */
export interface RouteFlags {
  /** Sign-in pages: paths under /auth except logout, and /admin/login. */
  guestOnly: boolean;
  /** Customer-flagged routes (auth required). */
  customer: boolean;
  /** Admin paths: /admin and everything under it except /admin/login (auth required). */
  admin: boolean;
  /** The admin area the path belongs to, when it has one. */
  area: AdminAreaKey | null;
  /** Screens that customers of subsidiary 3 do not get. */
  hiddenForEurope: boolean;
}

/** Customer route patterns; `:id` matches one path segment. */
export const CUSTOMER_ROUTE_PATTERNS = [
  '/',
  '/products',
  '/products/:id',
  '/training',
  '/training/:id',
  '/post-training',
  '/post-training/:id',
  '/orders',
  '/orders/:id',
  '/orders/:id/fulfillments/:fulfillmentId',
  '/transactions',
  '/transactions/:id',
  '/referrals',
  '/schedules',
  '/account',
  '/giftcards',
] as const;

const EUROPE_HIDDEN_PREFIXES = ['/training', '/referrals'];

export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare || '/';
}

function matchesPattern(path: string, pattern: string): boolean {
  const a = path.split('/');
  const b = pattern.split('/');
  return a.length === b.length && b.every((part, i) => (part.startsWith(':') ? (a[i] ?? '') !== '' : part === a[i]));
}

function underPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function adminAreaForPath(path: string): AdminAreaKey | null {
  const keys = Object.keys(ADMIN_AREAS) as AdminAreaKey[];
  for (const key of keys) {
    const areaPath = ADMIN_AREAS[key].path;
    // Contacts live at /admin itself; only its own view pages (/admin/view/{id}) are under it.
    if (areaPath === '/admin' ? path === '/admin' || underPrefix(path, '/admin/view') : underPrefix(path, areaPath)) {
      return key;
    }
  }
  return null;
}

export function flagsForPath(rawPath: string): RouteFlags {
  const path = normalisePath(rawPath);
  const guestOnly =
    (underPrefix(path, '/auth') && path !== '/auth' && path !== '/auth/logout') || path === '/admin/login';
  const admin = !guestOnly && underPrefix(path, '/admin');
  const customer = CUSTOMER_ROUTE_PATTERNS.some((pattern) => matchesPattern(path, pattern));
  return {
    guestOnly,
    customer,
    admin,
    area: admin ? adminAreaForPath(path) : null,
    hiddenForEurope: customer && EUROPE_HIDDEN_PREFIXES.some((prefix) => underPrefix(path, prefix)),
  };
}

/** Whether a navigation link to `path` is the current page (the area roots match only themselves). */
export function isActivePath(current: string, path: string): boolean {
  if (path === '/' || path === '/admin') return current === path || current === `${path}/`;
  return current === path || current.startsWith(`${path}/`);
}
