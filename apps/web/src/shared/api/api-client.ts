import { clearAllTokens, clearImpersonationToken, readTokens, replaceToken } from '../session/token-storage.ts';
import { readSession } from '../session/session.ts';
import { takeFirstScreenReply, takeFirstScreenResponse } from './first-screen-data.ts';

export const API_BASE = '/api';

/** A failed call: the HTTP status and the parsed reply body ({message} or {message, errors}). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const message =
      typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : `Request failed with status ${status}`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's field errors of a 422 reply. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {};
  }

  get serverMessage(): string | null {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.length > 0 ? message : null;
  }
}

type Navigate = (to: string) => void;
/**
 * Where a 401 sends the user. Until the app registers the router's navigation (RootRoute), a page
 * load; from then on the router's, which also empties the query cache. A page load is cancelled by
 * any history change the old page makes before it goes, the guard's own redirect included.
 */
let navigate: Navigate = (to) => window.location.replace(to);

/** The app registers the router's navigation here; tests replace it to observe it. */
export function setApiNavigator(fn: Navigate): void {
  navigate = fn;
}

function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

/** After a 401, admin paths go to /admin/login/ and others to /auth/login, unless already there. */
export function signInRedirectAfter401(currentPath: string): string | null {
  if (isAdminPath(currentPath)) return currentPath.startsWith('/admin/login') ? null : '/admin/login/';
  return currentPath.startsWith('/auth/login') ? null : '/auth/login';
}

/** Why the sign-in page is shown: the query parameter and its value for an ended session. */
export const SIGN_IN_REASON_PARAM = 'reason';
export const SESSION_EXPIRED = 'expired';

/**
 * The full address a 401 sends the reader to: the sign-in page, saying their session ended, with
 * the page they were on (path and query, never another site) to go back to once signed in again.
 */
export function signInAfterExpiry(signInPath: string, currentPath: string, currentSearch: string): string {
  const params = new URLSearchParams({ redirect: `${currentPath}${currentSearch}`, [SIGN_IN_REASON_PARAM]: SESSION_EXPIRED });
  return `${signInPath}?${params.toString()}`;
}

/** Where the last 401 sent the user (the sign-in page, with its reason and return path), until they reach it. */
let signInAfter401: string | null = null;

/**
 * Where the route guard sends a signed-out user while a 401's redirect is under way: the router
 * renders the cleared session before it renders the navigation (a transition), and the guard's
 * own redirect (`?redirect=`) must not win over the sign-in page the 401 chose.
 */
export function pendingSignInAfter401(): string | null {
  return signInAfter401;
}

/** The user reached the sign-in page, or signed in again. */
export function settleSignInAfter401(): void {
  signInAfter401 = null;
}

/**
 * A 401 ends the session: the tokens go, and the user goes to the sign-in page unless already on
 * one. A reader who was signed in is told their session ended and comes back here after signing in.
 */
function endSessionAfter401(): void {
  const { pathname, search } = window.location;
  const target = signInRedirectAfter401(pathname);
  const hadSession = readTokens().token !== null;
  signInAfter401 = target && (hadSession ? signInAfterExpiry(target, pathname, search) : target);
  clearAllTokens();
  if (signInAfter401) navigate(signInAfter401);
}

/**
 * A 401 to a call made as an owner (while impersonating) ends that impersonation, not the staff
 * member's session: its token goes and the back office opens (where a staff session that has ended
 * too meets its own 401). One answering an impersonation already left, whose token the banner's way
 * back revoked while the call was out, changes nothing.
 */
function endImpersonationAfter401(token: string | null): void {
  if (!token || readTokens().impersonationToken !== token) return;
  clearImpersonationToken();
  navigate('/admin');
}

/** What a 401 ends: the impersonation the call was made in, else the session. */
function after401(picked: { token: string | null; which: 'main' | 'impersonation' }): void {
  if (picked.which === 'impersonation') endImpersonationAfter401(picked.token);
  else endSessionAfter401();
}

/**
 * The token a request carries: the admin token on admin paths, the impersonation token on customer
 * paths while impersonating, and otherwise the normal token.
 */
export function pickToken(
  apiPath: string,
  pagePath: string,
): { token: string | null; which: 'main' | 'impersonation' } {
  const tokens = readTokens();
  const adminCall = isAdminPath(apiPath) || isAdminPath(pagePath);
  if (!adminCall && tokens.impersonationToken && readSession().impersonatedUser) {
    return { token: tokens.impersonationToken, which: 'impersonation' };
  }
  return { token: tokens.token, which: 'main' };
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  signal?: AbortSignal;
  /** Force the signed-in user's own token (logout, impersonation start). */
  useMainToken?: boolean;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/**
 * The reply's JSON. A body that is not JSON (a proxy's or a load balancer's HTML page for a 502 or
 * 503) is nothing the reader should see: it is dropped, and the failure is told by its status.
 */
async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The reply index.html's script already received for this GET, if it has been read by now: a
 * query's `initialData`, so the screen's first render draws it: the dashboard's largest paint does not
 * wait for a request sent only once the scripts have run.
 */
export function firstScreenReply<T>(path: string, query?: RequestOptions['query']): T | undefined {
  const { token } = pickToken(path, window.location.pathname);
  return takeFirstScreenReply(buildUrl(path, query), token) as T | undefined;
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const pagePath = window.location.pathname;
  const picked = options.useMainToken
    ? { token: readTokens().token, which: 'main' as const }
    : pickToken(path, pagePath);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (picked.token) headers.Authorization = `Bearer ${picked.token}`;

  const url = buildUrl(path, options.query);
  const prefetched = method === 'GET' && !options.headers ? takeFirstScreenResponse(url, picked.token) : null;
  const response = await (prefetched ??
    fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    }));
  const body = await parseBody(response);

  if (response.status === 401) {
    after401(picked);
    throw new ApiError(401, body);
  }
  if (!response.ok) throw new ApiError(response.status, body);

  const newToken = (body as { token?: unknown } | undefined)?.token;
  if (typeof newToken === 'string') replaceToken(newToken, picked.which);
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** A downloaded file: its body and the name the server suggests (Content-Disposition). */
export interface ApiDownload {
  blob: Blob;
  filename: string | null;
}

/** GET a file (e.g. a CSV export) with the same token choice and 401 handling as every other call. */
export async function apiDownload(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<ApiDownload> {
  const picked = pickToken(path, window.location.pathname);
  const headers: Record<string, string> = { Accept: 'text/csv, application/octet-stream, */*' };
  if (picked.token) headers.Authorization = `Bearer ${picked.token}`;
  const response = await fetch(buildUrl(path, options.query), { method: 'GET', headers, signal: options.signal });
  if (!response.ok) {
    const body = await parseBody(response);
    if (response.status === 401) after401(picked);
    throw new ApiError(response.status, body);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
