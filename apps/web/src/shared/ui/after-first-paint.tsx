import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';

/**
 * Draws its children in a background render after the screen's first paint: for what a phone shows
 * below the fold, so the first render (one task React cannot split) holds only what is seen first
 * (issue 10: the dashboard's blocking time and LCP).
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
