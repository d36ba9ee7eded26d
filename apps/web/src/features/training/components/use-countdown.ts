import { useEffect, useState } from 'react';

/**
 * Whole seconds left of a `seconds` wait that began at `from` (ms since the epoch), ticking once a
 * second until it ends. `from` is when the server said so (a query's dataUpdatedAt), so a clock read
 * before the answer came never makes the wait look longer than the server's.
 */
export function useCountdown(seconds: number, from: number): number {
  const end = from + seconds * 1000;
  const [now, setNow] = useState(from);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at < end) timer = setTimeout(tick, Math.min(1000, end - at));
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [end]);
  return Math.max(0, Math.ceil((end - Math.max(now, from)) / 1000));
}
