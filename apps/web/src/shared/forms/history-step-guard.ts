import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation } from 'react-router';

/** The browser history the router keeps numbers its entries (`state.idx`); a step's size is read from it. */
function entryIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

/**
 * While `active` and `holding()`, the browser's Back and Forward buttons ask before leaving: the step is undone at
 * once (the reader stays on the page, its input untouched) and `ask(steps)` is told how far the
 * reader meant to go. The returned `leave(steps)` takes that step for real. A declarative router
 * cannot hold a history step back, so this listens before it does: a capturing listener on the
 * window runs before the router's own and keeps the step from it.
 */
export function useHistoryStepGuard(
  active: boolean,
  ask: (steps: number) => void,
  holding: () => boolean = () => true,
): (steps: number) => void {
  const { key } = useLocation();
  const shownIndex = useRef<number | null>(null);
  // The step the guard itself takes back, which the router must not see either.
  const undoing = useRef(false);
  // The step the reader agreed to, which the router must see.
  const passing = useRef(false);

  useEffect(() => {
    shownIndex.current = entryIndex(window.history.state);
  }, [key]);

  const onPopState = useEffectEvent((event: PopStateEvent) => {
    if (passing.current) {
      passing.current = false;
      return;
    }
    if (undoing.current) {
      undoing.current = false;
      event.stopImmediatePropagation();
      return;
    }
    const from = shownIndex.current;
    const to = entryIndex(event.state);
    if (from === null || to === null || from === to || !holding()) return;
    event.stopImmediatePropagation();
    undoing.current = true;
    window.history.go(from - to);
    ask(to - from);
  });

  useEffect(() => {
    if (!active) return;
    const listener = (event: PopStateEvent) => onPopState(event);
    window.addEventListener('popstate', listener, { capture: true });
    return () => window.removeEventListener('popstate', listener, { capture: true });
  }, [active]);

  return (steps: number) => {
    passing.current = true;
    window.history.go(steps);
  };
}
