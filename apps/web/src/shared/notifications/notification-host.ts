import { useSyncExternalStore } from 'react';

// Whether anything has been notified yet. The list that shows notifications (Mantine's, a chunk of
// its own) is mounted only from then on, so a page that notifies nothing never downloads it.
let wanted = false;
const listeners = new Set<() => void>();

export function requestNotificationHost(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotificationHostWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted);
}
