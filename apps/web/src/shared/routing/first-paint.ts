import { useLayoutEffect } from 'react';

/**
 * Where index.html's script draws a signed-in screen's frame and title from the HTML alone, before
 * the scripts arrive (build/first-paint.ts); the app renders hidden beside it until its screen is
 * there, then takes its place in one frame.
 */
export const FIRST_PAINT_ID = 'first-paint';

let routesLoading = 0;

function handOver() {
  if (routesLoading > 0) return;
  const firstPaint = document.getElementById(FIRST_PAINT_ID);
  if (!firstPaint) return;
  firstPaint.remove();
  document.getElementById('root')?.style.removeProperty('visibility');
}

/**
 * Keeps the page's first paint up while a route's loader shows (RouteLoader): the app takes over once
 * the screen draws (its title in the same place), not with a spinner in between. After the commit
 * that removes the loader, in a microtask: before the browser paints.
 */
export function useHoldFirstPaint(): void {
  useLayoutEffect(() => {
    routesLoading += 1;
    return () => {
      routesLoading -= 1;
      queueMicrotask(handOver);
    };
  }, []);
}

/** At the app's first commit: it takes over at once when no route is loading. */
export function useFirstPaintHandOver(): void {
  useLayoutEffect(() => queueMicrotask(handOver), []);
}
