import { useCallback, useRef, useState } from 'react';

export interface InFlight {
  /** Runs `task` unless one is still running; a second call meanwhile is ignored (undefined). */
  run: <T>(task: () => Promise<T> | T) => Promise<T | undefined>;
  /** True while a task runs: the button that started it shows it and is disabled. */
  pending: boolean;
}

/**
 * One write at a time. The lock is a ref, set in the same event as the click or Enter that asked
 * for the write: a second click of a double-click arrives before React (or TanStack Query's
 * batched `isPending`) has drawn the button disabled, and must find the lock already taken.
 */
export function useInFlight(): InFlight {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async <T,>(task: () => Promise<T> | T): Promise<T | undefined> => {
    if (busy.current) return undefined;
    busy.current = true;
    setPending(true);
    try {
      return await task();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);
  return { run, pending };
}
