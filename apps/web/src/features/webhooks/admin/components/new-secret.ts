import { useSyncExternalStore } from 'react';

/** A new endpoint's signing secret, held only until the dialog showing it is closed. */
export interface NewSecret {
  url: string;
  secret: string;
}

let current: NewSecret | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called with the create's reply: the one time the server tells the secret. */
export function announceSecret(secret: NewSecret): void {
  current = secret;
  changed();
}

/** Forgets it: once the dialog closes, nothing in the page still holds it. */
export function forgetSecret(): void {
  current = null;
  changed();
}

export function useNewSecret(): NewSecret | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
