/**
 * Where the tokens live. Remember-me keeps the token in localStorage so it
 * survives a browser restart; otherwise sessionStorage, which lasts the browser session. The
 * impersonation token is kept apart, in the same storage as the staff token it was obtained with.
 */
export const TOKEN_KEY = 'owner-portal.token';
export const IMPERSONATION_TOKEN_KEY = 'owner-portal.impersonation-token';

export interface StoredTokens {
  token: string | null;
  impersonationToken: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: StoredTokens | null = null;

function read(key: string): string | null {
  return window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key);
}

function storageHolding(key: string): Storage {
  return window.localStorage.getItem(key) !== null ? window.localStorage : window.sessionStorage;
}

function changed(): void {
  snapshot = null;
  listeners.forEach((listener) => listener());
}

export function readTokens(): StoredTokens {
  const token = read(TOKEN_KEY);
  const impersonationToken = read(IMPERSONATION_TOKEN_KEY);
  if (!snapshot || snapshot.token !== token || snapshot.impersonationToken !== impersonationToken) {
    snapshot = { token, impersonationToken };
  }
  return snapshot;
}

export function subscribeTokens(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === IMPERSONATION_TOKEN_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function storeToken(token: string, remember: boolean): void {
  clearAllTokens(false);
  (remember ? window.localStorage : window.sessionStorage).setItem(TOKEN_KEY, token);
  changed();
}

/** A reply carrying a new token replaces the stored one, wherever it is kept. */
export function replaceToken(token: string, which: 'main' | 'impersonation' = 'main'): void {
  const key = which === 'main' ? TOKEN_KEY : IMPERSONATION_TOKEN_KEY;
  const storage = storageHolding(which === 'main' ? TOKEN_KEY : IMPERSONATION_TOKEN_KEY);
  storage.setItem(key, token);
  changed();
}

export function storeImpersonationToken(token: string): void {
  storageHolding(TOKEN_KEY).setItem(IMPERSONATION_TOKEN_KEY, token);
  changed();
}

export function clearImpersonationToken(): void {
  window.localStorage.removeItem(IMPERSONATION_TOKEN_KEY);
  window.sessionStorage.removeItem(IMPERSONATION_TOKEN_KEY);
  changed();
}

export function clearAllTokens(notify = true): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(IMPERSONATION_TOKEN_KEY);
  }
  if (notify) changed();
}
