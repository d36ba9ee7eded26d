import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Draws its children once the screen's first paint is on screen (`usePainted`): for what a phone
 * shows below the fold, so the first render holds only what is seen first and their requests do not
 * compete with the first screen's: the dashboard paints its largest picture sooner and blocks less.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return usePainted() ? children : null;
}

let painted = false;
let drawn: Promise<void> | null = null;

/**
 * How long the first screen is left alone once painted: the frame reaches the screen a little after
 * the main thread painted it, and a request started before then still shares the network with it.
 */
const QUIET_MS = 100;

/** Resolves once the pictures now in the page are decoded, or after a second (a lazy one may never load). */
function picturesDrawn(): Promise<unknown> {
  const pictures = [...document.images].flatMap((img) =>
    typeof img.decode === 'function' ? [img.decode().catch(() => undefined)] : [],
  );
  return Promise.race([Promise.all(pictures), new Promise((resolve) => setTimeout(resolve, 1000))]);
}

/**
 * The first screen is on screen: its pictures decoded, the frame that shows them presented, then a
 * quiet moment and the browser idle. One wait for the whole page, started by the first component
 * that asks (they mount in the same commit as the first screen).
 */
function firstScreenDrawn(): Promise<void> {
  drawn ??= picturesDrawn().then(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          painted = true;
          resolve();
        };
        // An animation frame runs just before a paint: the second one comes once the first frame is on screen.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: 1000 });
              else done();
            }, QUIET_MS),
          ),
        );
      }),
  );
  return drawn;
}

/**
 * False until the first screen is drawn (`firstScreenDrawn`), then true: for what the first screen
 * does not show at once (the cards below the dashboard's fold) and requests it does not draw from
 * (the bell's count, the language list), so they do not compete with its scripts, data and pictures
 * and the dashboard's largest picture paints sooner.
 */
export function usePainted(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let unmounted = false;
    void firstScreenDrawn().then(() => {
      if (!unmounted) setReady(true);
    });
    return () => {
      unmounted = true;
    };
  }, [ready]);
  return ready;
}
