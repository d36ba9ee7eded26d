import { useEffect, useEffectEvent } from 'react';

/** The router numbers the history entries it writes (`state.idx`); a step's size is read from it. */
function entryIndex(state: unknown): number | null {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
}

interface StepGuard {
  holding: () => boolean;
  ask: (steps: number) => void;
}

/** The forms that would ask now, the latest last (a dialog opened over a page form answers first). */
const guards: StepGuard[] = [];
/** The entry the reader sees: what the router last wrote or the last step it was allowed to take. */
let shownIndex: number | null = null;
/** The step the guard takes back itself, which the router must not see either. */
let undoing = false;
/** The step the reader agreed to, which the router must see. */
let passing = false;

/** Whether a Back or Forward is kept from the router: undone at once, and the form asked. */
function holdsStep(event: PopStateEvent): boolean {
  const to = entryIndex(event.state);
  if (undoing) {
    undoing = false;
    return true;
  }
  const guard = passing ? undefined : guards.findLast((g) => g.holding());
  passing = false;
  const from = shownIndex;
  if (!guard || from === null || to === null || from === to) {
    shownIndex = to;
    return false;
  }
  undoing = true;
  window.history.go(from - to);
  guard.ask(to - from);
  return true;
}

/** A property of the real object, its methods bound to it (a proxy's own receiver is no Window or History). */
function own(target: object, name: string | symbol): unknown {
  const value: unknown = Reflect.get(target, name, target);
  return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
}

/**
 * The window the router works through (BrowserRouter's `window`): the same window, except that
 * the router's history writes are noted (which entry is shown) and its popstate listener hears a
 * step only after the guard let it pass. A declarative router cannot hold a history step back, and
 * React renders the router's update inside the popstate event, so a listener of our own beside the
 * router's would come too late.
 */
export function guardedWindow(win: Window): Window {
  const listeners = new WeakMap<EventListenerOrEventListenerObject, EventListener>();
  const history = new Proxy(win.history, {
    get(target, name) {
      if (name === 'pushState' || name === 'replaceState') {
        return (state: unknown, unused: string, url?: string | URL | null) => {
          target[name](state, unused, url);
          shownIndex = entryIndex(state);
        };
      }
      return own(target, name);
    },
  });
  shownIndex = entryIndex(win.history.state);
  return new Proxy(win, {
    get(target, name) {
      if (name === 'history') return history;
      if (name === 'addEventListener' || name === 'removeEventListener') {
        return (
          type: string,
          listener: EventListenerOrEventListenerObject,
          options?: boolean | AddEventListenerOptions,
        ) => {
          if (type !== 'popstate') return target[name](type, listener, options);
          let wrapped = listeners.get(listener);
          if (!wrapped) {
            wrapped = (event) => {
              if (holdsStep(event as PopStateEvent)) return;
              if (typeof listener === 'function') listener(event);
              else listener.handleEvent(event);
            };
            listeners.set(listener, wrapped);
          }
          return target[name](type, wrapped, options);
        };
      }
      return own(target, name);
    },
  });
}

/**
 * While `active` and `holding()`, the browser's Back and Forward ask before leaving: the step is
 * undone at once (the reader stays, the input untouched) and `ask(steps)` is told how far the
 * reader meant to go. The returned `leave(steps)` takes that step for real. Works with a router on
 * `guardedWindow(window)`.
 */
export function useHistoryStepGuard(
  active: boolean,
  ask: (steps: number) => void,
  holding: () => boolean = () => true,
): (steps: number) => void {
  const askNow = useEffectEvent((steps: number) => ask(steps));
  const holdingNow = useEffectEvent(() => holding());
  useEffect(() => {
    if (!active) return;
    const guard: StepGuard = { holding: () => holdingNow(), ask: (steps) => askNow(steps) };
    guards.push(guard);
    return () => {
      guards.splice(guards.indexOf(guard), 1);
    };
  }, [active]);
  return (steps: number) => {
    passing = true;
    window.history.go(steps);
  };
}
